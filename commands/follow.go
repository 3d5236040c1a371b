package commands

import "context"

// follow answers /game follow: a member without a seat is sent a direct
// message when the channel's match ends, with the result, in their
// language (keepFollowerLocale).
func (a *App) follow(ctx context.Context, r *Request) (*Reply, error) {
	if _, err := a.current(ctx, r); err != nil {
		return nil, err
	}
	m, err := a.matches.Follow(ctx, r.Channel, r.User.ID)
	if err != nil {
		return nil, err
	}
	a.keepFollowerLocale(ctx, r)
	return Ephemeral(privateLang(r).Say("follow.on", gameTitle(m))), nil
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
	return Ephemeral(privateLang(r).Say("follow.off", gameTitle(m))), nil
}
