import Foundation
import Synchronization

extension Color {
  /// The profile that specifies how to interpret a colour value for display.
  public enum RGBColorSpace: Hashable, Sendable {
    /// The extended red, green, blue (sRGB) colour space.
    case sRGB
    /// The extended sRGB colour space with a linear transfer function.
    case sRGBLinear
    /// The Display P3 colour space.
    case displayP3
  }

  /// Creates a constant colour from red, green, and blue component values in a colour space.
  ///
  /// Graft draws every colour space as sRGB; a linear colour is converted to sRGB first.
  public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
    func encoded(_ value: Double) -> Double {
      guard colorSpace == .sRGBLinear else { return value }
      return value <= 0.0031308 ? 12.92 * value : 1.055 * pow(value, 1 / 2.4) - 0.055
    }
    self.init(red: encoded(red), green: encoded(green), blue: encoded(blue), opacity: opacity)
  }

  /// Creates a constant grey colour from a white value in a colour space.
  public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
    self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
  }

  /// Creates a colour from a colour set in an asset catalog.
  ///
  /// ```swift
  /// Text("Welcome").foregroundStyle(Color("BrandColor"))
  /// ```
  ///
  /// The colour set is read from `<name>.colorset/Contents.json` in any `.xcassets` folder of
  /// the bundle's resources (the main bundle when `bundle` is `nil`), as Xcode writes it; where
  /// it has a dark appearance, that one is used, as Graft's colour scheme is dark. A name with
  /// no colour set gives SwiftUI's runtime warning and draws nothing.
  public init(_ name: String, bundle: Bundle? = nil) {
    let bundle = bundle ?? .main
    if let color = AssetCatalog.color(named: name, in: bundle) {
      self.init(uiColor: color)
      return
    }
    let message = "No color named '\(name)' found in asset catalog for \(bundle == .main ? "main bundle" : bundle.bundlePath)"
    if MainQueue.isCurrent {
      MainActor.assumeIsolated { RuntimeIssues.report(message) }
    } else {
      DispatchQueue.main.async { RuntimeIssues.report(message) }
    }
    self.init(uiColor: .clear)
  }
}

/// Reads colour sets from the asset catalogs copied into a bundle's resources.
private enum AssetCatalog {
  private static let cache = Mutex<[String: UIColor?]>([:])

  static func color(named name: String, in bundle: Bundle) -> UIColor? {
    let key = bundle.bundlePath + "\u{0}" + name
    if let known = cache.withLock({ $0[key] }) { return known }
    let found = find(name, in: bundle)
    cache.withLock { $0[key] = found }
    return found
  }

  private static func find(_ name: String, in bundle: Bundle) -> UIColor? {
    let roots = [bundle.resourceURL, bundle.bundleURL].compactMap { $0 }
    for root in roots {
      guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { continue }
      for case let url as URL in walker where url.lastPathComponent == "\(name).colorset" {
        if let color = parse(url.appendingPathComponent("Contents.json")) { return color }
      }
    }
    return nil
  }

  /// The colour of a colour set's `Contents.json`: the dark appearance's, else the universal one.
  private static func parse(_ file: URL) -> UIColor? {
    guard let data = try? Data(contentsOf: file),
      let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let entries = json["colors"] as? [[String: Any]]
    else { return nil }
    func isDark(_ entry: [String: Any]) -> Bool {
      let appearances = entry["appearances"] as? [[String: Any]] ?? []
      return appearances.contains { $0["appearance"] as? String == "luminosity" && $0["value"] as? String == "dark" }
    }
    let chosen = entries.first(where: isDark) ?? entries.first { ($0["appearances"] as? [Any])?.isEmpty ?? true }
    guard let color = chosen?["color"] as? [String: Any], let components = color["components"] as? [String: Any]
    else { return nil }
    func component(_ key: String) -> Double? {
      guard let raw = components[key] else { return nil }
      let text = "\(raw)".trimmingCharacters(in: .whitespaces)
      if text.hasPrefix("0x"), let value = Int(text.dropFirst(2), radix: 16) { return Double(value) / 255 }
      guard let value = Double(text) else { return nil }
      // NB: Xcode writes components either as fractions ("0.800") or as bytes ("204").
      return text.contains(".") || value <= 1 ? value : value / 255
    }
    let alpha = component("alpha") ?? 1
    if let white = component("white") { return UIColor(white: white, alpha: alpha) }
    guard let red = component("red"), let green = component("green"), let blue = component("blue") else { return nil }
    return UIColor(red: red, green: green, blue: blue, alpha: alpha)
  }
}
