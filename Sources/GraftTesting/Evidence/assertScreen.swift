import Foundation

/// Asserts that a host's screen shows `expected`, and fails the test at the caller's line with
/// a line-by-line diff when it does not.
///
/// The screen is compared as text, one line per row; trailing blanks and blank rows at the
/// bottom do not count. It works under Swift Testing and XCTest alike.
///
/// ```swift
/// let host = ViewHosting.host(ThirdPartyDemoView(), size: CGSize(width: 22, height: 7))
/// try host.find(button: "Perform Action").tap()
/// assertScreen(host) {
///   """
///            1
///   ┌ SDK value: 1 ┐
///   ...
///   """
/// }
/// ```
///
/// - Parameters:
///   - host: The host whose window to read.
///   - width: A width to resize the window to first, if the test wants another one.
///   - height: A height to resize the window to first.
///   - fileID: The file ID of the caller, where the failure is recorded.
///   - filePath: The file path of the caller.
///   - line: The line of the caller.
///   - column: The column of the caller.
///   - expected: The screen the test expects, usually a multi-line string literal.
@MainActor
public func assertScreen(
  _ host: ViewHost, width: Int? = nil, height: Int? = nil, fileID: StaticString = #fileID,
  filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
  matches expected: () -> String
) {
  let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
  if width != nil || height != nil {
    let size = CGSize(
      width: width.map { CGFloat($0) } ?? host.size.width,
      height: height.map { CGFloat($0) } ?? host.size.height)
    host.resize(to: size, fileID: fileID, filePath: filePath, line: line, column: column)
  }
  let actual = host.capturing(at: site) { host.window.renderedText() }
  if let mismatch = ScreenDiff.mismatch(expected: expected(), actual: actual) {
    site.recordFailure(mismatch)
  }
}

/// Hosts `view` in a window of `width` × `height` cells and asserts that the screen shows
/// `expected`.
///
/// ```swift
/// assertScreen(Text("Hello"), width: 9, height: 1) {
///   """
///     Hello
///   """
/// }
/// ```
///
/// - Parameters:
///   - view: The view to show.
///   - width: The window's width in cells.
///   - height: The window's height in cells.
///   - fileID: The file ID of the caller, where the failure is recorded.
///   - filePath: The file path of the caller.
///   - line: The line of the caller.
///   - column: The column of the caller.
///   - expected: The screen the test expects.
@MainActor
public func assertScreen<Content: View>(
  _ view: Content, width: Int, height: Int, fileID: StaticString = #fileID,
  filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
  matches expected: () -> String
) {
  let host = ViewHosting.host(
    view, size: CGSize(width: width, height: height), fileID: fileID, filePath: filePath,
    line: line, column: column)
  assertScreen(
    host, fileID: fileID, filePath: filePath, line: line, column: column, matches: expected)
}
