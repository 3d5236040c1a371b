package discord

import (
	"errors"
	"net/url"
)

// checkWeb checks the web pages' settings: both or neither of
// QUINTET_WEB_ADDR and QUINTET_WEB_URL, an absolute http(s) URL without
// query, and an address of its own.
func (c Config) checkWeb() error {
	if c.WebAddr == "" && c.WebURL == "" {
		return nil
	}
	if c.WebAddr == "" || c.WebURL == "" {
		return errors.New("bot: QUINTET_WEB_ADDR and QUINTET_WEB_URL go together: where the pages listen, and the address players open")
	}
	u, err := url.Parse(c.WebURL)
	if err != nil || (u.Scheme != "https" && u.Scheme != "http") || u.Host == "" || u.RawQuery != "" || u.Fragment != "" {
		return errors.New("bot: QUINTET_WEB_URL must be an http or https address such as https://quintet.example.org")
	}
	if c.WebAddr == c.HTTPAddr || c.WebAddr == c.InteractionsAddr {
		return errors.New("bot: QUINTET_WEB_ADDR must differ from QUINTET_HTTP_ADDR and QUINTET_INTERACTIONS_ADDR")
	}
	return nil
}

// WebOn reports whether the configuration serves the web pages.
func (c Config) WebOn() bool { return c.WebAddr != "" }
