package render

import "testing"

// TestRegisterPanicsOnADuplicate: a second renderer for a game is a
// programming error, as a second game of one name is; Replace swaps one
// for a while and puts it back.
func TestRegisterPanicsOnADuplicate(t *testing.T) {
	const game = "register-test"
	Register(game, Generic{})
	defer Replace(game, nil)
	func() {
		defer func() {
			if recover() == nil {
				t.Error("a second Register for one game did not panic")
			}
		}()
		Register(game, Generic{})
	}()
	type other struct{ Generic }
	if prev := Replace(game, other{}); prev != (Generic{}) {
		t.Errorf("Replace returned %#v, want the registered renderer", prev)
	}
	if _, ok := For(game).(other); !ok {
		t.Errorf("For after Replace: %#v", For(game))
	}
	Replace(game, Generic{})
	if _, ok := For(game).(Generic); !ok {
		t.Errorf("For after putting it back: %#v", For(game))
	}
}
