package discordtest

import (
	"bytes"
	"encoding/json"
	"net/http"
	"strings"
	"testing"
)

// post sends body to the fake's v10 API with the bot token and returns the
// status and decoded answer.
func post(t *testing.T, srv *Server, method, endpoint, body string) (int, map[string]any) {
	t.Helper()
	req, err := http.NewRequest(method, srv.URL()+"/api/v10"+endpoint, strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Authorization", Token)
	req.Header.Set("Content-Type", "application/json")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var out map[string]any
	_ = json.NewDecoder(resp.Body).Decode(&out)
	return resp.StatusCode, out
}

func rows(n int) string {
	row := `{"type":1,"components":[{"type":2,"style":1,"label":"ok","custom_id":"b"}]}`
	return "[" + strings.TrimSuffix(strings.Repeat(row+",", n), ",") + "]"
}

func fields(n int) string {
	f := `{"name":"n","value":"v"}`
	return "[" + strings.TrimSuffix(strings.Repeat(f+",", n), ",") + "]"
}

func TestValidatorRejectsBadMessages(t *testing.T) {
	t.Parallel()
	srv := New(t)
	endpoint := "/channels/" + ChannelID + "/messages"
	tests := []struct {
		name, body, path, code string
	}{
		{"six action rows", `{"components":` + rows(6) + `}`, "/components", "BASE_TYPE_MAX_LENGTH"},
		{"button label of 81", `{"components":[{"type":1,"components":[{"type":2,"style":1,"custom_id":"a","label":"` + strings.Repeat("x", 81) + `"}]}]}`,
			"/components/0/components/0/label", "BASE_TYPE_MAX_LENGTH"},
		{"custom_id of 101", `{"components":[{"type":1,"components":[{"type":2,"style":1,"label":"a","custom_id":"` + strings.Repeat("x", 101) + `"}]}]}`,
			"/components/0/components/0/custom_id", "BASE_TYPE_MAX_LENGTH"},
		{"embed with 26 fields", `{"embeds":[{"title":"t","fields":` + fields(26) + `}]}`, "/embeds/0/fields", "BASE_TYPE_MAX_LENGTH"},
		{"content of 2001", `{"content":"` + strings.Repeat("é", 2001) + `"}`, "/content", "BASE_TYPE_MAX_LENGTH"},
		{"embeds of 6001 characters", `{"embeds":[{"description":"` + strings.Repeat("d", 4096) + `"},{"description":"` + strings.Repeat("d", 1905) + `"}]}`,
			"/embeds", "MAX_EMBED_SIZE_EXCEEDED"},
		{"text display without the v2 flag", `{"components":[{"type":10,"content":"hi"}]}`, "/components/0/type", "UNION_TYPE_CHOICES"},
		{"button without style", `{"components":[{"type":1,"components":[{"type":2,"label":"a","custom_id":"a"}]}]}`,
			"/components/0/components/0/style", "BASE_TYPE_REQUIRED"},
		{"flags not a number", `{"content":"x","flags":"lots"}`, "/flags", "STRING_TYPE_REGEX"},
		{"color out of range", `{"embeds":[{"color":16777216}]}`, "/embeds/0/color", "NUMBER_TYPE_MAX"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			status, body := post(t, srv, "POST", endpoint, tt.body)
			if status != http.StatusBadRequest || body["code"] != 50035.0 || body["message"] != "Invalid Form Body" {
				t.Fatalf("answer = %d %v, want 400 with code 50035", status, body)
			}
			node := body["errors"]
			for _, tok := range splitPointer(tt.path) {
				node = asMap(node)[tok]
			}
			errs, _ := asMap(node)["_errors"].([]any)
			if len(errs) == 0 || asMap(errs[0])["code"] != tt.code {
				t.Errorf("errors = %v, want %s at %s", body["errors"], tt.code, tt.path)
			}
			fs := srv.Failures()
			f := fs[len(fs)-1]
			if f.Kind != InvalidBody || f.Call.Status != http.StatusBadRequest || !hasPath(f.Errors, tt.path) || f.Detail == "" {
				t.Errorf("failure = %s", f)
			}
		})
	}
	if len(srv.Messages(ChannelID)) != 0 {
		t.Errorf("refused messages were stored: %v", srv.Messages(ChannelID))
	}
}

func TestValidatorAcceptsGoodBodies(t *testing.T) {
	t.Parallel()
	srv := New(t)
	tests := []struct {
		name, method, endpoint, body string
	}{
		{"five action rows", "POST", "/channels/" + ChannelID + "/messages", `{"content":"x","components":` + rows(5) + `}`},
		{"content of 2000", "POST", "/channels/" + ChannelID + "/messages", `{"content":"` + strings.Repeat("é", 2000) + `"}`},
		{"25 embed fields", "POST", "/channels/" + ChannelID + "/messages", `{"embeds":[{"title":"t","fields":` + fields(25) + `}]}`},
		{"flags as a digit string", "POST", "/channels/" + ChannelID + "/messages", `{"content":"x","flags":"4096"}`},
		{"component type as a digit string", "POST", "/channels/" + ChannelID + "/messages", `{"components":[{"type":"1","components":[{"type":2,"style":"1","label":"a","custom_id":"a"}]}]}`},
		{"components v2", "POST", "/channels/" + ChannelID + "/messages", `{"flags":32768,"components":[{"type":10,"content":"hi"}]}`},
		{"permissions as a digit string", "PUT", "/applications/" + ApplicationID + "/commands",
			`[{"name":"play","description":"Play","default_member_permissions":"16","options":[{"type":3,"name":"game","description":"Which"}]}]`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if status, body := post(t, srv, tt.method, tt.endpoint, tt.body); status != http.StatusOK {
				t.Errorf("answer = %d %v", status, body)
			}
		})
	}
	srv.AssertClean(t)
}

func TestInvalidJSONIsRefused(t *testing.T) {
	t.Parallel()
	srv := New(t)
	status, body := post(t, srv, "POST", "/channels/"+ChannelID+"/messages", `{"content":`)
	if status != http.StatusBadRequest || body["code"] != 50109.0 {
		t.Errorf("answer = %d %v, want 400 code 50109", status, body)
	}
	if fs := srv.Failures(); len(fs) != 1 || fs[0].Kind != InvalidBody {
		t.Errorf("failures = %v", fs)
	}
}

// TestRoutesAreInTheSpec checks that every route the fake serves is an
// operation of Discord's description and that its body schema compiles.
func TestRoutesAreInTheSpec(t *testing.T) {
	t.Parallel()
	discordSpec.load.Do(discordSpec.parse)
	if discordSpec.loadErr != nil {
		t.Fatal(discordSpec.loadErr)
	}
	for _, route := range servedRoutes() {
		method, path, _ := strings.Cut(route, " ")
		op, _ := discordSpec.paths[path].(map[string]any)
		if _, ok := op[strings.ToLower(method)]; !ok {
			t.Errorf("%s is not in openapi.json", route)
			continue
		}
		if _, err := discordSpec.schema(method, path); err != nil {
			t.Errorf("%s: %v", route, err)
		}
	}
}

func servedRoutes() []string {
	var out []string
	srv := &Server{}
	mux := srv.routes()
	for _, p := range []string{
		"GET /gateway", "GET /gateway/bot", "GET /users/@me", "GET /users/1", "GET /guilds/1", "GET /guilds/1/members/2",
		"GET /applications/1/commands", "PUT /applications/1/commands", "PUT /applications/1/guilds/2/commands",
		"POST /interactions/1/t/callback", "POST /webhooks/1/t", "PATCH /webhooks/1/t/messages/@original",
		"DELETE /webhooks/1/t/messages/2", "GET /channels/1", "PATCH /channels/1", "GET /channels/1/messages", "POST /channels/1/messages",
		"PATCH /channels/1/messages/2", "DELETE /channels/1/messages/2", "POST /channels/1/threads",
		"POST /channels/1/messages/2/threads",
	} {
		method, path, _ := strings.Cut(p, " ")
		req, _ := http.NewRequest(method, path, bytes.NewReader(nil))
		_, pattern := mux.Handler(req)
		out = append(out, pattern)
	}
	return out
}
