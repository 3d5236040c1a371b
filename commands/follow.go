package commands

import "context"

// follow answers /game follow: a member without a seat is sent a direct
// message when the channel's match ends, with the result.
func (a *App) follow(ctx context.Context, r *Request) (*Reply, error) {
	if _, err := a.current(ctx, r); err != nil {
		return nil, err
	}
	m, err := a.matches.Follow(ctx, r.Channel, r.User.ID)
	if err != nil {
		return nil, err
	}
	return Ephemeral(followed(gameTitle(m))), nil
}

// unfollow answers /game unfollow.
func (a *App) unfollow(ctx context.Context, r *Request) (*Reply, error) {
	if _, err := a.current(ctx, r); err != nil {
		return nil, err
	}
	m, err := a.matches.Unfollow(ctx, r.Channel, r.User.ID)
	if err != nil {
		return nil, err
	}
	return Ephemeral(unfollowed(gameTitle(m))), nil
}

// followed is the answer to /game follow.
func followed(game string) string {
	return "You follow this " + game + " game: a direct message will tell you how it ends. /game unfollow stops it."
}

// unfollowed is the answer to /game unfollow.
func unfollowed(game string) string {
	return "You no longer follow this " + game + " game."
}
