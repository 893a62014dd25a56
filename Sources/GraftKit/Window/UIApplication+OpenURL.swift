public import Foundation

// Opening URLs. A terminal has no other apps to hand a URL to, so the application records each
// URL it is asked to open, for tests to read, and reports that nothing opened it, as iOS does
// for a URL no installed app handles. A host that can open URLs sets `urlOpener`.

/// The URLs the application was asked to open, oldest first.
@MainActor private var openedURLStorage: [URL] = []
/// What opens a URL for the application's host, if it can; returns whether it did.
@MainActor private var urlOpenerStorage: ((URL) -> Bool)?

extension UIApplication {
  /// Keys for the options of ``open(_:options:completionHandler:)``.
  public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
    /// The key's name.
    public let rawValue: String

    /// Creates a key from its name.
    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// Opens the URL only if an app handles it as a universal link.
    public static let universalLinksOnly = OpenExternalURLOptionsKey(
      rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
  }

  /// Attempts to open the resource at the specified URL.
  ///
  /// Graft records the URL in ``openedURLs``; unless the host opens URLs, the completion
  /// handler is told `false`, as iOS tells an app when no installed app handles the URL.
  ///
  /// ```swift
  /// UIApplication.shared.open(URL(string: "https://swift.org")!) { opened in
  ///   if !opened { showCopyLinkButton() }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - url: The URL to open.
  ///   - options: Options for opening it.
  ///   - completion: Called with whether the URL was opened.
  public func open(
    _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
    completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil
  ) {
    openedURLStorage.append(url)
    let opened = urlOpenerStorage?(url) ?? false
    completion?(opened)
  }

  /// Returns whether an app is available to handle a URL: only when the host opens URLs.
  public func canOpenURL(_ url: URL) -> Bool {
    urlOpenerStorage != nil
  }

  /// Every URL the application was asked to open, oldest first: Graft's own, for tests.
  public var openedURLs: [URL] { openedURLStorage }

  /// Forgets the URLs opened so far: Graft's own, for tests.
  public func removeAllOpenedURLs() {
    openedURLStorage.removeAll()
  }

  /// What opens a URL for the host, if it can; returns whether it did.
  package var urlOpener: ((URL) -> Bool)? {
    get { urlOpenerStorage }
    set { urlOpenerStorage = newValue }
  }
}
