import DemoScreens
import Foundation
import SwiftUI

/// The Demo app: the articles' system, live in the terminal.
struct DemoApp: App {
  var body: some Scene {
    WindowGroup {
      DemoRootView(initialScreen: options.screen)
    }
  }
}

/// Command-line options.
///
/// - `--snapshot` prints the first frame as text and exits; so does running with output piped.
/// - `--width W`, `--height H` set the snapshot's size (80×24 by default).
/// - `--svg FILE` writes the first frame as an SVG picture.
/// - `--screen NAME` starts on the screen of that tab (`Drawing`, say).
struct DemoOptions {
  var snapshot = false
  var screen: String?
  var svgPath: String?
  var width = 80
  var height = 24

  init(arguments: [String]) {
    var iterator = arguments.dropFirst().makeIterator()
    while let argument = iterator.next() {
      switch argument {
      case "--snapshot": snapshot = true
      case "--svg": svgPath = iterator.next()
      case "--screen": screen = iterator.next()
      case "--width": width = iterator.next().flatMap(Int.init).map { max(1, $0) } ?? width
      case "--height": height = iterator.next().flatMap(Int.init).map { max(1, $0) } ?? height
      default:
        FileHandle.standardError.write(Data("Demo: unknown option \(argument)\n".utf8))
        exit(2)
      }
    }
  }
}

let options = DemoOptions(arguments: CommandLine.arguments)
MainActor.assumeIsolated {
  if let path = options.svgPath {
    do {
      try DemoApp.svgPicture(width: options.width, height: options.height)
        .write(toFile: path, atomically: true, encoding: .utf8)
    } catch {
      FileHandle.standardError.write(Data("Demo: cannot write \(path): \(error)\n".utf8))
      exit(1)
    }
  } else if options.snapshot || !DemoApp.canRunInTerminal {
    print(DemoApp.snapshot(width: options.width, height: options.height))
  } else {
    DemoApp.main()
  }
}
