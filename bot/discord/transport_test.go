package discord

import (
	"io"
	"net/http"
	"net/http/httptest"
	"testing"
)

func TestRewriteTransport(t *testing.T) {
	var got string
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		got = r.URL.Path
		io.WriteString(w, "ok")
	}))
	defer srv.Close()
	rt, err := NewRewriteTransport(srv.URL+"/proxy/", nil)
	if err != nil {
		t.Fatal(err)
	}
	c := &http.Client{Transport: rt}
	resp, err := c.Get("https://discord.com/api/v9/gateway")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if got != "/proxy/api/v9/gateway" {
		t.Fatalf("proxy saw %q", got)
	}
	if _, err := NewRewriteTransport("not a url", nil); err == nil {
		t.Fatal("relative URL accepted")
	}
}
