package page

import (
	"bytes"
	"embed"
	"html/template"
	"io"
	"sync"

	"github.com/quintetbot/quintet/games/locale"
)

//go:embed templates/*.tmpl
var templateFiles embed.FS

//go:embed assets/page.css assets/replay.js assets/icon.svg
var assetFiles embed.FS

// templates holds every page, parsed once from the embedded files.
var templates = template.Must(template.New("pages").Funcs(funcs).ParseFS(templateFiles, "templates/*.tmpl"))

// Name is a player's name as a page shows it: as text, isolated from the
// text around it (a right-to-left mark inside stays inside), linked to
// the player's page when URL is set.
type Name struct {
	Text string
	URL  string
}

// bufs recycles the buffers pages are drawn into before they are written.
var bufs = sync.Pool{New: func() any { return new(bytes.Buffer) }}

// write draws template name with data into w, all or nothing: a page
// that fails halfway writes nothing.
func write(w io.Writer, name string, data any) error {
	b := bufs.Get().(*bytes.Buffer)
	defer bufs.Put(b)
	b.Reset()
	if err := templates.ExecuteTemplate(b, name, data); err != nil {
		return err
	}
	_, err := w.Write(b.Bytes())
	return err
}

// Asset returns an embedded file the pages link to under /s/ (page.css,
// replay.js, icon.svg) and its content type; false for any other name.
func Asset(name string) ([]byte, string, bool) {
	types := map[string]string{"page.css": "text/css; charset=utf-8", "replay.js": "text/javascript; charset=utf-8",
		"icon.svg": "image/svg+xml"}
	ct, ok := types[name]
	if !ok {
		return nil, "", false
	}
	data, err := assetFiles.ReadFile("assets/" + name)
	if err != nil {
		return nil, "", false
	}
	return data, ct, true
}

// Missing is the page of a link that leads nowhere.
type Missing struct {
	Lang  locale.Lang
	Title string
}

// WriteMissing draws the page of a link that leads nowhere in l: the
// same for a wrong signature, a deleted match and a server whose pages
// are off, so that it tells nothing.
func WriteMissing(w io.Writer, l locale.Lang) error {
	return write(w, "missing", Missing{Lang: l, Title: l.Say("web.missing.title")})
}
