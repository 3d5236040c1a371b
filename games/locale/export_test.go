package locale

import (
	"golang.org/x/text/message"
	"golang.org/x/text/message/catalog"
)

// sayOnce says the message m alone in l, with args.
func sayOnce(l Lang, m Message, args ...any) string {
	b := catalog.NewBuilder()
	if m.Forms != nil {
		_ = b.Set(l.tag(), "k", selectf(m))
	} else {
		_ = b.SetString(l.tag(), "k", m.Format)
	}
	return message.NewPrinter(l.tag(), message.Catalog(b)).Sprintf("k", args...)
}
