package discordtest

import (
	"bytes"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/santhosh-tekuri/jsonschema/v6"
	"github.com/santhosh-tekuri/jsonschema/v6/kind"
)

// checkBody checks a JSON request body against the operation's schema in
// Discord's OpenAPI description and against Discord's further rules. It
// returns the reasons to refuse the body, none when Discord would accept
// it, and the validator's full report.
func checkBody(method, route string, body []byte) ([]FieldError, string) {
	if len(body) == 0 {
		return nil, ""
	}
	inst, err := jsonschema.UnmarshalJSON(bytes.NewReader(body))
	if err != nil {
		return []FieldError{{Path: "", Code: "JSON_INVALID", Message: err.Error()}}, err.Error()
	}
	sch, err := discordSpec.schema(method, route)
	if err != nil {
		return []FieldError{{Code: "SCHEMA_UNAVAILABLE", Message: err.Error()}}, err.Error()
	}
	var errs []FieldError
	var detail string
	if sch != nil {
		var ve *jsonschema.ValidationError
		if err := sch.Validate(inst); errors.As(err, &ve) {
			detail = ve.Error()
			for _, leaf := range explain(ve) {
				errs = append(errs, fieldErrors(leaf)...)
			}
		} else if err != nil {
			return []FieldError{{Code: "SCHEMA_INVALID", Message: err.Error()}}, err.Error()
		}
	}
	for _, e := range checkRules(method, route, inst) {
		if hasPath(errs, e.Path) {
			continue // the schema already refused this field
		}
		errs = append(errs, e)
		detail = strings.TrimPrefix(detail+"\n"+e.String(), "\n")
	}
	return errs, detail
}

// explain returns the errors that say why a value failed. Of the
// alternatives of a oneOf or anyOf it keeps those meant for the value: not
// the ones for another JSON type, nor those whose "type" property (a
// component's, a callback's) differs from the value's.
func explain(e *jsonschema.ValidationError) []*jsonschema.ValidationError {
	if len(e.Causes) == 0 {
		return []*jsonschema.ValidationError{e}
	}
	causes := e.Causes
	switch e.ErrorKind.(type) {
	case *kind.OneOf, *kind.AnyOf:
		meant := slices.DeleteFunc(slices.Clone(causes), func(c *jsonschema.ValidationError) bool {
			return otherKind(c, e.InstanceLocation)
		})
		if len(meant) > 0 {
			causes = meant
		}
	}
	var out []*jsonschema.ValidationError
	for _, c := range causes {
		out = append(out, explain(c)...)
	}
	return out
}

// otherKind reports whether the alternative c of the value at loc is meant
// for another kind of value: it fails only on the JSON type, or on the
// value's "type" property.
func otherKind(c *jsonschema.ValidationError, loc []string) bool {
	if _, ok := c.ErrorKind.(*kind.Type); ok && slices.Equal(c.InstanceLocation, loc) && len(c.Causes) == 0 {
		return true
	}
	return failsTypeProperty(c, loc)
}

func failsTypeProperty(c *jsonschema.ValidationError, loc []string) bool {
	l := c.InstanceLocation
	if len(l) == len(loc)+1 && l[len(loc)] == "type" && slices.Equal(l[:len(loc)], loc) {
		return true
	}
	switch c.ErrorKind.(type) {
	case *kind.OneOf, *kind.AnyOf:
		return false // nested alternatives decide for themselves
	}
	for _, cc := range c.Causes {
		if failsTypeProperty(cc, loc) {
			return true
		}
	}
	return false
}

// fieldErrors turns one validator error into Discord's form errors.
func fieldErrors(e *jsonschema.ValidationError) []FieldError {
	path := pointer(e.InstanceLocation)
	if req, ok := e.ErrorKind.(*kind.Required); ok {
		out := make([]FieldError, 0, len(req.Missing))
		for _, name := range req.Missing {
			out = append(out, FieldError{Path: path + "/" + escapePointer(name), Code: "BASE_TYPE_REQUIRED", Message: "This field is required"})
		}
		return out
	}
	return []FieldError{{Path: path, Code: errorCode(e.ErrorKind), Message: errorMessage(e.ErrorKind)}}
}

// errorMessage words an error as Discord does where it can, and as the
// validator does otherwise.
func errorMessage(k jsonschema.ErrorKind) string {
	switch k := k.(type) {
	case *kind.MaxLength:
		return fmt.Sprintf("Must be %d or fewer in length (got %d).", k.Want, k.Got)
	case *kind.MaxItems:
		return fmt.Sprintf("Must be %d or fewer in length (got %d).", k.Want, k.Got)
	case *kind.MinLength:
		return fmt.Sprintf("Must be %d or more in length (got %d).", k.Want, k.Got)
	case *kind.MinItems:
		return fmt.Sprintf("Must be %d or more in length (got %d).", k.Want, k.Got)
	case *kind.Maximum:
		return fmt.Sprintf("Must be less than or equal to %s (got %s).", k.Want.RatString(), k.Got.RatString())
	case *kind.Minimum:
		return fmt.Sprintf("Must be greater than or equal to %s (got %s).", k.Want.RatString(), k.Got.RatString())
	}
	alone := &jsonschema.ValidationError{ErrorKind: k}
	return strings.TrimPrefix(alone.Error(), "at '': ")
}

func errorCode(k jsonschema.ErrorKind) string {
	switch k.(type) {
	case *kind.MaxLength, *kind.MaxItems:
		return "BASE_TYPE_MAX_LENGTH"
	case *kind.MinLength, *kind.MinItems:
		return "BASE_TYPE_MIN_LENGTH"
	case *kind.Maximum:
		return "NUMBER_TYPE_MAX"
	case *kind.Minimum:
		return "NUMBER_TYPE_MIN"
	case *kind.Enum, *kind.Const:
		return "BASE_TYPE_CHOICES"
	case *kind.Type:
		return "BASE_TYPE_BAD_TYPE"
	case *kind.Pattern:
		return "STRING_TYPE_REGEX"
	}
	return "BASE_TYPE_INVALID"
}

func pointer(tokens []string) string {
	var b strings.Builder
	for _, t := range tokens {
		b.WriteString("/" + escapePointer(t))
	}
	return b.String()
}

// formError is Discord's answer to an invalid body: code 50035 with the
// errors nested along their paths.
func formError(errs []FieldError) reply {
	tree := map[string]any{}
	for _, e := range errs {
		node := tree
		for _, tok := range splitPointer(e.Path) {
			child, ok := node[tok].(map[string]any)
			if !ok {
				child = map[string]any{}
				node[tok] = child
			}
			node = child
		}
		list, _ := node["_errors"].([]any)
		node["_errors"] = append(list, map[string]string{"code": e.Code, "message": e.Message})
	}
	return reply{status: 400, body: map[string]any{"code": 50035, "message": "Invalid Form Body", "errors": tree}}
}

func splitPointer(p string) []string {
	if p == "" {
		return nil
	}
	toks := strings.Split(strings.TrimPrefix(p, "/"), "/")
	for i, t := range toks {
		toks[i] = strings.NewReplacer("~1", "/", "~0", "~").Replace(t)
	}
	return toks
}

func hasPath(errs []FieldError, path string) bool {
	for _, e := range errs {
		if e.Path == path {
			return true
		}
	}
	return false
}
