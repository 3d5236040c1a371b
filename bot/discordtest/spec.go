package discordtest

import (
	"bytes"
	_ "embed"
	"encoding/json"
	"fmt"
	"strings"
	"sync"

	"github.com/santhosh-tekuri/jsonschema/v6"
)

// openapiJSON is Discord's OpenAPI 3.1 description of its v10 HTTP API.
//
//go:embed testdata/openapi.json
var openapiJSON []byte

const specURL = "https://discord.com/api/v10/openapi.json"

// spec holds the request-body schemas of Discord's API, compiled on first
// use and shared by every Server of the process.
type spec struct {
	load     sync.Once
	loadErr  error
	paths    map[string]any
	mu       sync.Mutex // guards compiler and schemas
	compiler *jsonschema.Compiler
	schemas  map[string]*jsonschema.Schema // by "method route"; nil: no body
}

var discordSpec spec

// schema returns the JSON schema of the request body of an operation
// (method in upper case, route as in the description's paths), nil when
// the operation takes no JSON body.
func (sp *spec) schema(method, route string) (*jsonschema.Schema, error) {
	sp.load.Do(sp.parse)
	if sp.loadErr != nil {
		return nil, sp.loadErr
	}
	key := method + " " + route
	sp.mu.Lock()
	defer sp.mu.Unlock()
	if sch, ok := sp.schemas[key]; ok {
		return sch, nil
	}
	var sch *jsonschema.Schema
	if sp.hasJSONBody(strings.ToLower(method), route) {
		ptr := "#/paths/" + escapePointer(route) + "/" + strings.ToLower(method) +
			"/requestBody/content/application~1json/schema"
		var err error
		if sch, err = sp.compiler.Compile(specURL + ptr); err != nil {
			return nil, fmt.Errorf("discordtest: compiling %s: %w", key, err)
		}
	}
	sp.schemas[key] = sch
	return sch, nil
}

// parse reads the embedded description, lets every integer accept a
// string of digits and prepares the compiler.
func (sp *spec) parse() {
	doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(openapiJSON))
	if err != nil {
		sp.loadErr = fmt.Errorf("discordtest: reading openapi.json: %w", err)
		return
	}
	acceptDigitStrings(doc)
	root, _ := doc.(map[string]any)
	sp.paths, _ = root["paths"].(map[string]any)
	sp.compiler = jsonschema.NewCompiler()
	sp.compiler.DefaultDraft(jsonschema.Draft2020)
	if err := sp.compiler.AddResource(specURL, doc); err != nil {
		sp.loadErr = fmt.Errorf("discordtest: loading openapi.json: %w", err)
		return
	}
	sp.schemas = map[string]*jsonschema.Schema{}
}

func (sp *spec) hasJSONBody(method, route string) bool {
	op, _ := sp.paths[route].(map[string]any)
	op, _ = op[method].(map[string]any)
	body, _ := op["requestBody"].(map[string]any)
	content, _ := body["content"].(map[string]any)
	_, ok := content["application/json"]
	return ok
}

// escapePointer escapes a JSON pointer token.
func escapePointer(s string) string {
	return strings.NewReplacer("~", "~0", "/", "~1").Replace(s)
}

// digitString is the pattern a string must match where an integer is
// expected.
const digitString = `^-?[0-9]+$`

// acceptDigitStrings rewrites the schemas in v, as Discord behaves: every
// integer schema also accepts a string of digits, and every integer in an
// enum or const also matches as a string. Ranges are not checked for such
// strings.
func acceptDigitStrings(v any) {
	switch v := v.(type) {
	case map[string]any:
		if c, ok := v["const"].(json.Number); ok && isInteger(c) {
			delete(v, "const")
			v["enum"] = []any{c}
		}
		if e, ok := v["enum"].([]any); ok {
			v["enum"] = withStringTwins(e)
		}
		if isIntegerSchema(v) {
			widenToDigits(v)
		}
		for _, child := range v {
			acceptDigitStrings(child)
		}
	case []any:
		for _, child := range v {
			acceptDigitStrings(child)
		}
	}
}

func isInteger(n json.Number) bool {
	_, err := n.Int64()
	return err == nil
}

func withStringTwins(enum []any) []any {
	out := enum
	for _, e := range enum {
		if n, ok := e.(json.Number); ok && isInteger(n) {
			out = append(out, n.String())
		}
	}
	return out
}

func isIntegerSchema(v map[string]any) bool {
	switch t := v["type"].(type) {
	case string:
		return t == "integer"
	case []any:
		for _, e := range t {
			if e == "integer" {
				return true
			}
		}
	}
	return false
}

// widenToDigits lets an integer schema accept digit strings too.
func widenToDigits(v map[string]any) {
	switch t := v["type"].(type) {
	case string:
		v["type"] = []any{t, "string"}
	case []any:
		v["type"] = append(t, "string")
	}
	if _, ok := v["pattern"]; !ok {
		v["pattern"] = digitString
	}
}
