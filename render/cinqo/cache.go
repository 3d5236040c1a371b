package cinqo

import "github.com/quintetbot/quintet/render"

// images keeps the last board images drawn, so that a toggle, which
// redraws the board with the same dice, does not encode the same PNG again.
var images = render.NewImageCache(16)
