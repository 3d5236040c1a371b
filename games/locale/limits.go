package locale

import "strings"

// Limit returns the most characters Discord takes for the message key,
// by the key's last part: "button" 80 (a button's label), "option" 100
// (a select option's or an autocomplete choice's label), "desc" 100 (a
// command's, option's or select option's description), "name" 32 (a
// command's, option's or choice's name), "title" 45 (a modal's title),
// "label" 45 (a text input's label), "placeholder" 150; a key under
// "rules." 4096 (an embed's description); anything else 2000 (a
// message's content).
func Limit(key string) int {
	last := key[strings.LastIndexByte(key, '.')+1:]
	switch last {
	case "button":
		return 80
	case "option", "desc":
		return 100
	case "name":
		return 32
	case "title", "label":
		return 45
	case "placeholder":
		return 150
	}
	if strings.HasPrefix(key, "rules.") {
		return 4096
	}
	return 2000
}
