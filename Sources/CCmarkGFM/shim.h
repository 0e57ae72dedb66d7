// GitHub-flavoured Markdown: cmark-gfm and its core extensions (tables, task lists, strikethrough,
// autolinks). Package.swift picks this module when the headers are installed, and Sources/CCmark
// (plain libcmark) otherwise; both are imported as `CCmark`.
#include <cmark-gfm.h>
#include <cmark-gfm-core-extensions.h>
