#if canImport(Glibc)
  internal import Glibc
#elseif canImport(Musl)
  internal import Musl
#elseif canImport(Darwin)
  internal import Darwin
#endif
internal import Dispatch
internal import Foundation
package import GraftKit

extension TerminalHost {
  /// Runs a window full-screen in the process's terminal until the user quits; never returns.
  ///
  /// `setup` fills the window (sized to the terminal, `UIScreen.main` to match) after the
  /// terminal entered its modes; if it throws, the terminal is restored, the error printed and
  /// the process exits with status 1. The main run loop is `dispatchMain()`.
  ///
  /// ```swift
  /// TerminalHost.runMain { window in
  ///   window.rootViewController = SettingsViewController()
  /// }
  /// ```
  package static func runMain(_ setup: (UIWindow) throws -> Void) -> Never {
    let terminal: POSIXTerminal
    do {
      terminal = try POSIXTerminal()
    } catch {
      fail("\(error)")
    }
    let capabilities = TerminalCapabilities(environment: ProcessInfo.processInfo.environment)
    let host = TerminalHost(
      window: makeWindow(size: terminal.size), backend: terminal, capabilities: capabilities)
    host.onExit = { reason in POSIXTerminal.terminateProcess(reason) }
    do {
      try host.run(setup)
    } catch {
      fail("Graft: the app stopped with an error: \(error)")
    }
    withExtendedLifetime(host) {
      dispatchMain()
    }
  }

  private static func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    Foundation.exit(1)
  }
}
