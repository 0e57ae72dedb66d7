//
//  ZIKNotesMacros.h
//  Notes
//
//  Shared constants and logging for the whole app.
//

#ifndef ZIKNotesMacros_h
#define ZIKNotesMacros_h

#define ZIKNotesErrorDomain @"com.example.notes.error"
#define ZIKNotesMaxTitleLength 80
#define ZIKNotesLoggedInAccountKey @"ZIKNotesLoggedInAccount"

/* Logs with the calling method's name; compiled out of release builds. */
#ifdef DEBUG
#define ZIKLog(fmt, ...) \
    NSLog((@"[Notes] %s " fmt), __PRETTY_FUNCTION__, ##__VA_ARGS__)
#else
#define ZIKLog(fmt, ...)
#endif

#endif /* ZIKNotesMacros_h */
