package quingo

import "github.com/quintetbot/quintet/render"

// images keeps the last board images drawn, so that picking dice, which
// redraws the board with the same pool and sheets, does not encode the
// same PNG again.
var images = render.NewImageCache(16)
