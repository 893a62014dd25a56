// NB: Swift Testing declares a cross-import overlay for UIKit: a file that imports both Testing
// and a module named UIKit makes the compiler load `_Testing_UIKit`, and fails when there is
// none. Apple's adds image attachments; Graft's is empty, so that tests written for iOS, which
// import both, compile as written. UIKit depends on it, so it is always built beside it.
