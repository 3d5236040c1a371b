package games

import "strings"

// JoinAnd joins names as players read a list: "a", "a and b", "a, b and
// c".
func JoinAnd(names []string) string {
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}
