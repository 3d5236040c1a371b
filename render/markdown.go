package render

import "strings"

// markdownEscaper puts a backslash before every character Discord reads
// as markdown inside a line: emphasis, strike, code, spoilers, quotes.
var markdownEscaper = strings.NewReplacer(
	`\`, `\\`, `*`, `\*`, `_`, `\_`, `~`, `\~`, "`", "\\`", `|`, `\|`, `>`, `\>`, `#`, `\#`,
)

// EscapeMarkdown returns s, a player's name or other text of theirs, so
// that Discord shows it as written instead of as formatting.
func EscapeMarkdown(s string) string { return markdownEscaper.Replace(s) }
