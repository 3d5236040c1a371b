package locale

import (
	"embed"
	"fmt"
	"io/fs"
	"path"
	"slices"
	"sort"
	"strings"
	"sync"

	"go.yaml.in/yaml/v3"
	"golang.org/x/text/feature/plural"
	"golang.org/x/text/message"
	"golang.org/x/text/message/catalog"
)

//go:embed catalog/*.yaml
var catalogFiles embed.FS

// Message is one catalog entry: a format, or plural forms chosen by the
// argument Arg (1-based).
type Message struct {
	Format string
	Arg    int
	Forms  map[string]string // "one", "few", "many", "other", "=0" ...
}

// Formats returns every format of m: Format, or its forms in a fixed
// order.
func (m Message) Formats() []string {
	if m.Forms == nil {
		return []string{m.Format}
	}
	keys := make([]string, 0, len(m.Forms))
	for k := range m.Forms {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	out := make([]string, 0, len(keys))
	for _, k := range keys {
		out = append(out, m.Forms[k])
	}
	return out
}

// UnmarshalYAML reads a string or a map of plural forms.
func (m *Message) UnmarshalYAML(n *yaml.Node) error {
	if n.Kind == yaml.ScalarNode {
		return n.Decode(&m.Format)
	}
	var raw map[string]any
	if err := n.Decode(&raw); err != nil {
		return err
	}
	m.Arg, m.Forms = 1, map[string]string{}
	for k, v := range raw {
		switch k {
		case "arg":
			i, ok := v.(int)
			if !ok || i < 1 {
				return fmt.Errorf("line %d: arg must be a positive number", n.Line)
			}
			m.Arg = i
		default:
			s, ok := v.(string)
			if !ok {
				return fmt.Errorf("line %d: form %q must be text", n.Line, k)
			}
			m.Forms[k] = s
		}
	}
	if _, ok := m.Forms["other"]; !ok {
		return fmt.Errorf("line %d: plural forms need an \"other\"", n.Line)
	}
	return nil
}

// Catalog is every language's messages by key.
type Catalog map[Lang]map[string]Message

// Messages returns the catalogs as embedded, read once; a catalog that
// does not parse panics at start-up, which the tests catch first.
func Messages() Catalog {
	loaded.Do(load)
	return loaded.cat
}

var loaded struct {
	sync.Once
	cat      Catalog
	printers map[Lang]*message.Printer
}

func load() {
	cat, err := readCatalogs(catalogFiles)
	if err != nil {
		panic(err)
	}
	cat[Pseudo] = pseudoCatalog(cat[English])
	b := catalog.NewBuilder()
	printers := map[Lang]*message.Printer{}
	for l, msgs := range cat {
		tag := l.tag()
		if l == Pseudo {
			tag = pseudoTag
		}
		for key, m := range msgs {
			if m.Forms == nil {
				if err := b.SetString(tag, key, m.Format); err != nil {
					panic(fmt.Errorf("locale: %s %s: %w", l, key, err))
				}
				continue
			}
			if err := b.Set(tag, key, selectf(m)); err != nil {
				panic(fmt.Errorf("locale: %s %s: %w", l, key, err))
			}
		}
		printers[l] = message.NewPrinter(tag, message.Catalog(b))
	}
	loaded.cat, loaded.printers = cat, printers
}

// selectf is m's plural forms as x/text's selector, "other" last.
func selectf(m Message) catalog.Message {
	var cases []any
	for _, k := range []string{"=0", "=1", "zero", "one", "two", "few", "many"} {
		if f, ok := m.Forms[k]; ok {
			cases = append(cases, k, f)
		}
	}
	cases = append(cases, "other", m.Forms["other"])
	return plural.Selectf(m.Arg, "%d", cases...)
}

// readCatalogs reads catalog/<lang>.yaml, and catalog/<lang>.<part>.yaml
// files merged into <lang>'s; a key given twice is an error.
func readCatalogs(fsys fs.FS) (Catalog, error) {
	cat := Catalog{}
	names, err := fs.Glob(fsys, "catalog/*.yaml")
	if err != nil {
		return nil, err
	}
	slices.Sort(names)
	for _, name := range names {
		base := strings.TrimSuffix(path.Base(name), ".yaml")
		code, _, _ := strings.Cut(base, ".")
		l := Of(code)
		if string(l) != code {
			return nil, fmt.Errorf("locale: %s: no language %q", name, code)
		}
		data, err := fs.ReadFile(fsys, name)
		if err != nil {
			return nil, err
		}
		var msgs map[string]Message
		if err := yaml.Unmarshal(data, &msgs); err != nil {
			return nil, fmt.Errorf("locale: %s: %w", name, err)
		}
		if cat[l] == nil {
			cat[l] = map[string]Message{}
		}
		for k, m := range msgs {
			if _, dup := cat[l][k]; dup {
				return nil, fmt.Errorf("locale: %s: key %q given twice", name, k)
			}
			cat[l][k] = m
		}
	}
	if len(cat[English]) == 0 {
		return nil, fmt.Errorf("locale: no English catalog")
	}
	return cat, nil
}
