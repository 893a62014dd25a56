import Foundation

/// Puts views on a headless screen for a test: a window of the size you ask for, laid out once,
/// with the lifecycle trace recording from the first update.
///
/// Hosting is synchronous: when `host` returns, `makeUIView` and the first `updateUIView` have
/// run, the tree is laid out, and every query sees the first frame. Nothing waits for a run
/// loop, so tests are deterministic.
///
/// ```swift
/// @Test @MainActor func performActionShowsTheNewValue() throws {
///   let host = ViewHosting.host(ThirdPartyDemoView(), size: CGSize(width: 30, height: 7))
///   try host.find(button: "Perform Action").tap()
///   #expect(try host.find(ThirdPartyUIView.self).uiView.internalValue == 1)
/// }
/// ```
@MainActor
public enum ViewHosting {
  /// The size of a terminal nobody resized: 80 columns by 24 rows.
  public static let defaultSize = CGSize(width: 80, height: 24)

  /// Hosts a SwiftUI view through a `UIHostingController`, as an app's window would.
  ///
  /// - Parameters:
  ///   - view: The view to show.
  ///   - size: The window's size in cells. The default is 80×24.
  ///   - strict: Whether each runtime issue the views report fails the test, at the line of the
  ///     call that caused it. The default collects them in ``ViewHost/runtimeIssues`` only.
  ///   - fileID: The file ID of the caller, for failures in strict mode.
  ///   - filePath: The file path of the caller.
  ///   - line: The line of the caller.
  ///   - column: The column of the caller.
  /// - Returns: The host, for queries, actions and evidence.
  public static func host<Content: View>(
    _ view: Content, size: CGSize = defaultSize, strict: Bool = false,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> ViewHost {
    ViewHost(
      rootViewController: UIHostingController(rootView: view), size: size, strict: strict,
      site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Hosts a UIKit view controller as the window's root view controller.
  ///
  /// Any `UIHostingController` inside it is traced as well, so a SwiftUI screen embedded in
  /// UIKit reports its representables' lifecycle too.
  ///
  /// - Parameters:
  ///   - viewController: The controller whose view fills the window.
  ///   - size: The window's size in cells. The default is 80×24.
  ///   - strict: Whether each runtime issue fails the test.
  ///   - fileID: The file ID of the caller, for failures in strict mode.
  ///   - filePath: The file path of the caller.
  ///   - line: The line of the caller.
  ///   - column: The column of the caller.
  /// - Returns: The host.
  public static func host(
    _ viewController: UIViewController, size: CGSize = defaultSize, strict: Bool = false,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> ViewHost {
    ViewHost(
      rootViewController: viewController, size: size, strict: strict,
      site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Hosts a UIKit view, resized to fill the window, as the view of a plain view controller.
  ///
  /// ```swift
  /// let host = ViewHosting.host(ThirdPartyUIView(), size: CGSize(width: 20, height: 3))
  /// try host.find(button: "+1").tap()
  /// ```
  ///
  /// - Parameters:
  ///   - uiView: The view to show.
  ///   - size: The window's size in cells. The default is 80×24.
  ///   - strict: Whether each runtime issue fails the test.
  ///   - fileID: The file ID of the caller, for failures in strict mode.
  ///   - filePath: The file path of the caller.
  ///   - line: The line of the caller.
  ///   - column: The column of the caller.
  /// - Returns: The host.
  public static func host(
    _ uiView: UIView, size: CGSize = defaultSize, strict: Bool = false,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> ViewHost {
    let controller = UIViewController()
    controller.view = uiView
    return ViewHost(
      rootViewController: controller, size: size, strict: strict,
      site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}
