package commands

import "strconv"

func strconvBase36(v int64) string { return strconv.FormatInt(v, 36) }
