package page

import (
	"html/template"
	"strconv"
	"time"

	"github.com/quintetbot/quintet/games/locale"
)

// WordUnrated stands for a rating not yet meaningful, in every language.
const WordUnrated = "–"

// Former is the name of a deleted user in l.
func Former(l locale.Lang) string { return l.Say("web.former") }

// AllTime names the leaderboard of every season together in l.
func AllTime(l locale.Lang) string { return l.Say("web.all_time") }

// NoReplay says in l that a recent game has no replay (not finished).
func NoReplay(l locale.Lang) string { return l.Say("web.no_replay") }

// Percent is a share from 0 to 1 as a whole percentage in l ("66 %").
func Percent(l locale.Lang, share float64) string { return l.Say("web.percent", share*100) }

// Decimal is x with one decimal in l ("12,5").
func Decimal(l locale.Lang, x float64) string { return l.Say("web.decimal", x) }

// Date is the day of t (UTC) in l: "2 Jan 2026", "2 janv. 2026".
func Date(l locale.Lang, t time.Time) string {
	t = t.UTC()
	// The year is text: a number would be grouped ("2 026").
	return l.Say("web.date", t.Day(), l.Say("web.month."+monthKeys[t.Month()-1]), strconv.Itoa(t.Year()))
}

// DateTime is the day and minute of t (UTC) in l: "2 Jan 2026 15:04 UTC".
func DateTime(l locale.Lang, t time.Time) string {
	return l.Say("web.date_time", Date(l, t), t.UTC().Format("15:04"))
}

// monthKeys name the months in the catalog, "web.month.jan" and on.
var monthKeys = [12]string{"jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"}

// funcs are the templates' words: say (a catalog message in the page's
// language) and num (a whole number in its format, "1 500").
var funcs = template.FuncMap{
	"say": func(l locale.Lang, key string, args ...any) string { return l.Say(key, args...) },
	"num": func(l locale.Lang, n int) string { return l.Say("web.number", n) },
	// htmlLang is the page's <html lang>: the language's tag, "en" for
	// the zero Lang.
	"htmlLang": func(l locale.Lang) string {
		if l == "" {
			return string(locale.English)
		}
		return string(l)
	},
}
