public import Foundation
import GraftGraphics

extension String {
  /// Draws the string on one line at `point` in the current context.
  @MainActor
  public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.write(self, at: point, style: context.baseTextStyle.applying(attrs ?? [:]))
  }

  /// Draws the string word-wrapped inside `rect` in the current context.
  @MainActor
  public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let style = context.baseTextStyle.applying(attrs ?? [:])
    let lines = TextLayout.wrap(self, width: Int(rect.width.rounded(.down)))
    for (row, line) in lines.prefix(Int(rect.height.rounded(.down))).enumerated() {
      context.write(line, at: CGPoint(x: rect.minX, y: rect.minY + CGFloat(row)), style: style)
    }
  }

  /// The size the string takes when drawn on one line: its width in cells, one cell high.
  public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
    let lines = split(separator: "\n", omittingEmptySubsequences: false)
    return CGSize(
      width: CGFloat(lines.map { String($0).terminalWidth }.max() ?? 0), height: CGFloat(lines.count))
  }
}

extension NSAttributedString {
  /// Draws the string on one line at `point` in the current context.
  @MainActor
  public func draw(at point: CGPoint) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    var x = point.x
    for run in runs {
      x = context.write(
        run.text, at: CGPoint(x: x, y: point.y), style: context.baseTextStyle.applying(run.attributes))
    }
  }

  /// Draws the string inside `rect` in the current context, breaking lines at newlines and
  /// clipping what does not fit.
  @MainActor
  public func draw(in rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    var point = rect.origin
    for run in runs {
      let pieces = run.text.split(separator: "\n", omittingEmptySubsequences: false)
      for (index, piece) in pieces.enumerated() {
        if index > 0 { point = CGPoint(x: rect.minX, y: point.y + 1) }
        guard point.y < rect.maxY else { return }
        point.x = context.write(
          String(piece), at: point, style: context.baseTextStyle.applying(run.attributes))
      }
    }
  }

  /// The size the string takes when drawn.
  public func size() -> CGSize {
    string.size()
  }
}
