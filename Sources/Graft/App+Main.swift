package import GraftTerminal
public import GraftUI

extension App {
  /// Runs the app full-screen in the terminal; never returns.
  ///
  /// This is what `@main` calls for an `App`. It puts the terminal in raw mode on the
  /// alternate screen, creates a window the size of the terminal showing the first
  /// `WindowGroup`'s content in a `UIHostingController`, and runs the main run loop
  /// (`dispatchMain()`). Ctrl-C, Ctrl-Q, SIGTERM and SIGHUP end it; every exit path, crashes
  /// included, puts the terminal back as it was. See docs/Terminal.md.
  ///
  /// ```swift
  /// @main
  /// struct DemoApp: App {
  ///   var body: some Scene {
  ///     WindowGroup { ContentView() }
  ///   }
  /// }
  /// ```
  public static func main() {
    TerminalHost.runMain { window in
      install(in: window)
    }
  }

  /// The app's first frame, rendered headlessly at `width` × `height` cells, as an SVG picture.
  ///
  /// Colours are kept at full precision; the terminal's default colours are drawn light grey
  /// on near-black. Use it to save a picture of the app, for a `--svg FILE` option:
  ///
  /// ```swift
  /// let arguments = CommandLine.arguments
  /// if let flag = arguments.firstIndex(of: "--svg"), flag + 1 < arguments.count {
  ///   try DemoApp.svgPicture(width: 80, height: 24)
  ///     .write(toFile: arguments[flag + 1], atomically: true, encoding: .utf8)
  /// } else {
  ///   DemoApp.main()
  /// }
  /// ```
  public static func svgPicture(width: Int = 80, height: Int = 24) -> String {
    let screenBounds = UIScreen.main.bounds
    defer { UIScreen.main.bounds = screenBounds }
    let window = TerminalHost.makeWindow(size: TerminalSize(width: width, height: height))
    install(in: window)
    window.makeKeyAndVisible()
    // NB: a second pass draws what the first pass's updates (onAppear and the like) changed.
    window.layoutIfNeeded()
    _ = window.svgPicture()
    return window.svgPicture()
  }

  /// Builds the app and puts its first window's content into `window`.
  package static func install(in window: UIWindow) {
    guard let content = Self().body.rootView else { return }
    window.rootViewController = hostingController(for: content)
  }

  /// Starts the app in `backend` (a ``MemoryTerminal`` in tests) and returns its host.
  package static func host(
    in backend: any TerminalBackend,
    capabilities: TerminalCapabilities = TerminalCapabilities(),
    scheduler: any TerminalScheduler = DispatchScheduler()
  ) throws -> TerminalHost {
    let host = TerminalHost(
      window: TerminalHost.makeWindow(size: backend.size), backend: backend,
      capabilities: capabilities, scheduler: scheduler)
    try host.run { window in install(in: window) }
    return host
  }
}

/// A hosting controller for a view whose type is only known at run time.
@MainActor
private func hostingController<Content: View>(for content: Content) -> UIViewController {
  UIHostingController(rootView: content)
}

extension App {
  /// Whether standard output is a terminal the app can run in; `false` when output is piped or
  /// captured, as in CI, where an app can print ``snapshot(width:height:)`` instead.
  public static var canRunInTerminal: Bool { standardOutputIsTerminal }

  /// The app's first frame, rendered headlessly at `width` × `height` cells, as plain text.
  public static func snapshot(width: Int = 80, height: Int = 24) -> String {
    let screenBounds = UIScreen.main.bounds
    defer { UIScreen.main.bounds = screenBounds }
    let window = TerminalHost.makeWindow(size: TerminalSize(width: width, height: height))
    install(in: window)
    window.makeKeyAndVisible()
    _ = window.renderedText()
    return window.renderedText()
  }
}
