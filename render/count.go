package render

import "fmt"

// Count writes n and the noun that fits it: Count(1, "game") is "1 game",
// Count(3, "game") is "3 games". Nouns whose plural is not the singular
// plus "s" take it as a second argument: Count(2, "match", "matches").
func Count(n int, noun string, plural ...string) string {
	if n == 1 || n == -1 {
		return fmt.Sprintf("%d %s", n, noun)
	}
	if len(plural) > 0 {
		return fmt.Sprintf("%d %s", n, plural[0])
	}
	return fmt.Sprintf("%d %ss", n, noun)
}
