package discordtest

import (
	"encoding/json"
	"fmt"
	"strconv"
	"unicode/utf8"
)

// Limits Discord enforces on a bot's messages that its OpenAPI description
// does not state.
const (
	maxContent    = 2000 // characters of content
	maxActionRows = 5    // top-level components without IS_COMPONENTS_V2
	maxEmbedTotal = 6000 // characters in all embeds together
	componentsV2  = 1 << 15
)

// messageBodies lists the operations whose body is a message, with where
// the message sits in the body.
var messageBodies = map[string]string{
	"POST /channels/{channel_id}/messages":                               "",
	"PATCH /channels/{channel_id}/messages/{message_id}":                 "",
	"POST /webhooks/{webhook_id}/{webhook_token}":                        "",
	"PATCH /webhooks/{webhook_id}/{webhook_token}/messages/@original":    "",
	"PATCH /webhooks/{webhook_id}/{webhook_token}/messages/{message_id}": "",
	"POST /interactions/{interaction_id}/{interaction_token}/callback":   "/data",
}

// checkRules applies the limits above to a message body.
func checkRules(method, route string, inst any) []FieldError {
	prefix, ok := messageBodies[method+" "+route]
	if !ok {
		return nil
	}
	msg, _ := inst.(map[string]any)
	edit := method == "PATCH"
	if prefix == "/data" {
		typ := intValue(msg["type"])
		if typ != 4 && typ != 7 {
			return nil
		}
		edit = typ == 7
		msg, _ = msg["data"].(map[string]any)
	}
	if msg == nil {
		return nil
	}
	var errs []FieldError
	if c, ok := msg["content"].(string); ok && utf8.RuneCountInString(c) > maxContent {
		errs = append(errs, FieldError{Path: prefix + "/content", Code: "BASE_TYPE_MAX_LENGTH",
			Message: fmt.Sprintf("Must be %d or fewer in length.", maxContent)})
	}
	errs = append(errs, checkActionRows(prefix, msg, edit)...)
	return append(errs, checkEmbedSize(prefix, msg)...)
}

// checkActionRows: without the IS_COMPONENTS_V2 flag a message holds at
// most five components, all action rows. An edit that does not send flags
// may be of a components-v2 message and is not checked.
func checkActionRows(prefix string, msg map[string]any, edit bool) []FieldError {
	comps, _ := msg["components"].([]any)
	_, hasFlags := msg["flags"]
	if intValue(msg["flags"])&componentsV2 != 0 || (edit && !hasFlags) {
		return nil
	}
	var errs []FieldError
	if len(comps) > maxActionRows {
		errs = append(errs, FieldError{Path: prefix + "/components", Code: "BASE_TYPE_MAX_LENGTH",
			Message: fmt.Sprintf("Must be %d or fewer in length.", maxActionRows)})
	}
	for i, c := range comps {
		obj, _ := c.(map[string]any)
		if intValue(obj["type"]) != 1 {
			errs = append(errs, FieldError{Path: fmt.Sprintf("%s/components/%d/type", prefix, i),
				Code: "UNION_TYPE_CHOICES", Message: `Value of field "type" must be one of (1,).`})
		}
	}
	return errs
}

// checkEmbedSize: the titles, descriptions, field names and values, footer
// texts and author names of all embeds hold at most 6000 characters.
func checkEmbedSize(prefix string, msg map[string]any) []FieldError {
	embeds, _ := msg["embeds"].([]any)
	total := 0
	for _, e := range embeds {
		em, _ := e.(map[string]any)
		total += textLen(em["title"]) + textLen(em["description"])
		total += textLen(child(em, "footer")["text"]) + textLen(child(em, "author")["name"])
		fields, _ := em["fields"].([]any)
		for _, f := range fields {
			fm, _ := f.(map[string]any)
			total += textLen(fm["name"]) + textLen(fm["value"])
		}
	}
	if total <= maxEmbedTotal {
		return nil
	}
	return []FieldError{{Path: prefix + "/embeds", Code: "MAX_EMBED_SIZE_EXCEEDED",
		Message: fmt.Sprintf("Embed size exceeds maximum size of %d", maxEmbedTotal)}}
}

func child(m map[string]any, key string) map[string]any {
	c, _ := m[key].(map[string]any)
	return c
}

func textLen(v any) int {
	s, _ := v.(string)
	return utf8.RuneCountInString(s)
}

// intValue reads an integer decoded as json.Number or float64, or sent as
// a string of digits; 0 when it is neither.
func intValue(v any) int64 {
	var s string
	switch v := v.(type) {
	case json.Number:
		s = v.String()
	case string:
		s = v
	case float64:
		return int64(v)
	}
	n, _ := strconv.ParseInt(s, 10, 64)
	return n
}
