package games

import (
	"strconv"
	"strings"

	"github.com/quintetbot/quintet/games/locale"
)

// View is what one seat may see of a state, as neutral data: renderers turn
// it into Discord embeds, components, monospace text and images. A View never
// holds another seat's secrets.
type View struct {
	Game   string // game name, e.g. "qwinto"
	Viewer Seat   // whose view this is; Spectator for the public view
	Seats  int    // number of seats at the table
	Title  string // e.g. "Qwinto · roll 12"
	Status string // one line in English; seats written with SeatRef, e.g. "{seat:1} to roll"
	// StatusText is Status in every language, seats written with SeatRef
	// among its arguments; when set, Status is its English. An engine
	// that leaves it zero is said in English everywhere.
	StatusText locale.Text `json:"-"`
	// TitleText is Title in every language; when set, Title is its
	// English. An engine that leaves it nil is titled in English.
	TitleText locale.Sayer `json:"-"`
	Actors    []Seat       // seats that may move now
	Dice      []Die        // dice on the table, in display order
	Scores    []int        // one per seat: the points so far
	Private   bool         // the view holds the viewer's own secrets (hand, wild numbers)
	// Board is the engine's own typed board data (for example
	// qwinto.BoardView); the game's renderer knows its type.
	Board any
}

// StatusIn returns the status line in l: StatusText said in l, else
// Status as it is.
func (v View) StatusIn(l locale.Lang) string {
	if v.StatusText.IsZero() {
		return v.Status
	}
	return v.StatusText.In(l)
}

// TitleIn returns the title in l: TitleText said in l, else Title as it
// is.
func (v View) TitleIn(l locale.Lang) string {
	if v.TitleText == nil {
		return v.Title
	}
	return v.TitleText.SayIn(l)
}

// Die is one die on the table.
type Die struct {
	Label string // colour or size, e.g. "red", "d12", "hi/lo"
	Faces int    // number of faces
	Value int    // face showing; 0 when not rolled
	Text  string // face text when it is not a number, e.g. "2-down"
	Held  bool   // set aside: racked, banked or taken
}

// SeatRef writes a seat into View.Status so that a renderer can replace it
// with the player's name or mention: "{seat:N}".
func SeatRef(s Seat) string { return "{seat:" + strconv.Itoa(int(s)) + "}" }

// ExpandSeats replaces every SeatRef in text with name(seat).
func ExpandSeats(text string, name func(Seat) string) string {
	var b strings.Builder
	for {
		i := strings.Index(text, "{seat:")
		if i < 0 {
			b.WriteString(text)
			return b.String()
		}
		j := strings.IndexByte(text[i:], '}')
		if j < 0 {
			b.WriteString(text)
			return b.String()
		}
		n, err := strconv.Atoi(text[i+6 : i+j])
		b.WriteString(text[:i])
		if err != nil {
			b.WriteString(text[i : i+j+1])
		} else {
			b.WriteString(name(Seat(n)))
		}
		text = text[i+j+1:]
	}
}

// Secretive is implemented by states with hidden information. Secrets(s)
// lists strings that occur in the JSON encoding of View(s) and must never
// occur in the JSON encoding of another seat's View or the public view: the
// conformance suite checks exactly that. Engines choose distinctive tokens
// (for example a field name with the value) so that public data cannot match
// by chance.
type Secretive interface {
	Secrets(s Seat) []string
}
