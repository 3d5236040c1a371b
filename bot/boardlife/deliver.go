package boardlife

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"

	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/render"
)

// Poster sends and edits channel messages.
type Poster interface {
	// Post sends a new message to a channel and returns its id.
	Post(ctx context.Context, channel string, msg *render.Message) (string, error)
	// Edit replaces a message in a channel; a nil msg removes its
	// components and keeps the rest.
	Edit(ctx context.Context, channel, id string, msg *render.Message) error
}

// Recorder records which message shows a match's board, as
// session.Store.SetBoard does; boards are recorded at the version they
// were drawn at (at and drawn equal), which a recorder for boards sent
// while moves go on may record at the match's later version.
type Recorder interface {
	SetBoard(ctx context.Context, channel string, at, drawn int64, message string) error
}

// FinalRecorder is a Recorder that keeps the final boards owed
// (session.FinalBoards) and the message that shows each
// (session.FinalMessages): a recorder implements it to hear that a
// final board went out, and one whose store keeps neither need not.
type FinalRecorder interface {
	Recorder
	FinalPosted(ctx context.Context, channel, match, message string) error
}

// ErrRetire reports that the previous board could not be retired (it may
// have been deleted); the new board was delivered all the same.
var ErrRetire = errors.New("boardlife: the previous board could not be retired")

// NotPosted is the error of a delivery whose board's post failed: no
// message was made that the platform answered for, and the board may be
// sent again.
type NotPosted struct{ Err error }

func (e NotPosted) Error() string { return e.Err.Error() }
func (e NotPosted) Unwrap() error { return e.Err }

// RetiredBy reports whether the answer to a click on message clicked,
// an update of that message (updated), already retired the board shown
// so far: the delivery then leaves it alone.
func (b *Board) RetiredBy(clicked string, updated bool) bool {
	return clicked != "" && clicked == b.Previous && updated
}

// Recorded records b as shown by the message it replaced, when a click's
// answer showed it in place (InPlace): only its version is left to
// record.
func Recorded(ctx context.Context, rec Recorder, b *Board) error {
	return errors.Join(record(ctx, rec, b, b.Previous), finalPosted(ctx, rec, b, b.Previous))
}

// Deliver edits or posts b, records it and retires the previous board;
// keepPrevious leaves the previous board alone (the interaction's answer
// already retired it, RetiredBy). A board whose message is gone is
// posted anew.
func Deliver(ctx context.Context, sink Poster, rec Recorder, b *Board, keepPrevious bool) error {
	msg := b.Render()
	if !b.New && b.Previous != "" {
		if msg == nil {
			return nil
		}
		if err := sink.Edit(ctx, b.Channel, b.Previous, msg); err == nil {
			return errors.Join(record(ctx, rec, b, b.Previous), finalPosted(ctx, rec, b, b.Previous))
		}
		// The board message is gone (deleted, or from another console):
		// post the board anew.
		b = &Board{Channel: b.Channel, Version: b.Version, Message: msg, New: true, Final: b.Final, Match: b.Match}
	}
	if msg != nil {
		if b.Final && b.Match != "" {
			// Every post of a final board carries its match's nonce, the
			// first and the retries alike: a post the platform made
			// despite its error is not made twice.
			c := *msg
			c.Nonce = FinalNonce(b.Match)
			msg = &c
		}
		id, err := sink.Post(ctx, b.Channel, msg)
		if err != nil {
			return NotPosted{fmt.Errorf("boardlife: post board: %w", err)}
		}
		if b.Version != 0 {
			if err := rec.SetBoard(ctx, b.Channel, b.Version, b.Version, id); err != nil {
				return fmt.Errorf("boardlife: record board: %w", err)
			}
		}
		if err := finalPosted(ctx, rec, b, id); err != nil {
			return err
		}
		if id == b.Previous {
			// The post was one already made (a final board's nonce):
			// it is the board, not a board to retire.
			return nil
		}
	}
	if b.Previous != "" && !keepPrevious {
		if b.Retired != nil {
			b.Retired.Fit()
		}
		if err := sink.Edit(ctx, b.Channel, b.Previous, b.Retired); err != nil {
			return errors.Join(ErrRetire, err)
		}
	}
	return nil
}

// record notes that message shows b; a board of an ended match (version
// 0) is not recorded, and a board that a later move already replaced
// (session.ErrStale) needs no record.
func record(ctx context.Context, rec Recorder, b *Board, message string) error {
	if b.Version == 0 {
		return nil
	}
	if err := rec.SetBoard(ctx, b.Channel, b.Version, b.Version, message); err != nil && !errors.Is(err, session.ErrStale) {
		return fmt.Errorf("boardlife: record board: %w", err)
	}
	return nil
}

// finalPosted tells rec, when it keeps final boards, that message shows
// b; a failure only has the board posted again at the next start.
func finalPosted(ctx context.Context, rec Recorder, b *Board, message string) error {
	f, ok := rec.(FinalRecorder)
	if !ok || !b.Final || b.Match == "" {
		return nil
	}
	if err := f.FinalPosted(ctx, b.Channel, b.Match, message); err != nil {
		return fmt.Errorf("boardlife: record final board: %w", err)
	}
	return nil
}

// FinalNonce is the nonce of every post of match id's final board: the
// same at every start, so that Discord, which keeps a nonce enforced for
// a few minutes, makes one message of a board posted again because a
// stop came between the post and its record (render.Message.Nonce).
func FinalNonce(id string) string {
	sum := sha256.Sum256([]byte(id))
	return "fin" + hex.EncodeToString(sum[:11]) // 25 characters, Discord's most
}
