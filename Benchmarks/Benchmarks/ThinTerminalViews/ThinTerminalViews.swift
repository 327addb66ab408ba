import Benchmark
import Foundation
import ThinKit
import ThinTerminal

// ThinTerminal's view system: drawing a screen, a list of 100,000 rows at its two ends (the
// cost must not depend on the position), and pastes of growing size into a text field (the
// cost must grow linearly). Each sample runs its iterations in one hop to the main actor.
let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(2))

  Benchmark("Draw the sign-in form, 80x24", configuration: .init(scalingFactor: .kilo)) {
    benchmark in
    let iterations = benchmark.scaledIterations
    await MainActor.run {
      let form = Fixtures.form
      var buffer = CellBuffer(size: Size(width: 80, height: 24))
      for _ in iterations {
        form.setNeedsLayout()
        form.drawHierarchy(in: &buffer)
        blackHole(buffer)
      }
    }
  }

  for row in [10, 99_990] {
    Benchmark(
      "ListView of 100,000 rows: move and draw at row \(row)",
      configuration: .init(scalingFactor: .kilo)
    ) { benchmark in
      let iterations = benchmark.scaledIterations
      await MainActor.run {
        let list = Fixtures.list
        var buffer = CellBuffer(size: list.bounds.size)
        for iteration in iterations {
          list.selectRow(at: IndexPath(row: row + iteration % 2, section: 0))
          list.drawHierarchy(in: &buffer)
          blackHole(buffer)
        }
      }
    }
  }

  for kilobytes in [10, 1_000] {
    let text = String(repeating: "0123456789", count: kilobytes * 100)
    Benchmark("TextField: paste \(kilobytes) kB") { benchmark in
      let iterations = benchmark.scaledIterations
      await MainActor.run {
        for _ in iterations {
          let field = TextField()
          field.paste(text)
          blackHole(field.cursorOffset)
        }
      }
    }
  }

  // Todo's title fields: a megabyte pasted into a field that holds 1,000 characters is read
  // only as far as the limit, so it costs what a 1 kB paste does, and the next key too.
  let megabyte = String(repeating: "0123456789", count: 100_000)
  Benchmark("TextField: paste 1,000 kB into maxLength 1,000, then a key") { benchmark in
    let iterations = benchmark.scaledIterations
    await MainActor.run {
      for _ in iterations {
        let field = TextField()
        field.maxLength = 1_000
        field.paste(megabyte)
        field.insertText("x")
        precondition(field.text.count == 1_000, "kept \(field.text.count) characters")
        blackHole(field.cursorOffset)
      }
    }
  }
}

/// Screens built once and reused by every sample.
@MainActor
private enum Fixtures {
  static let form: View = {
    let email = TextField(text: "me@example.com", placeholder: "Email Address")
    email.leftView = GlyphView(glyph: Glyph("✉", ascii: "@"))
    let password = TextField(text: "secret", placeholder: "Password")
    password.leftView = GlyphView(glyph: Glyph("🔒", ascii: "*"))
    password.isSecureTextEntry = true
    let hint = Label(text: "Demo account: demo@example.com / password")
    hint.numberOfLines = 0
    let stack = StackView(
      arrangedSubviews: [
        email, password, Button(title: "LOG IN"),
        Button(title: "Forgotten password?", style: .plain), hint,
      ], spacing: 1, alignment: .fill)
    stack.frame = Rect(x: 20, y: 4, width: 40, height: 16)
    let root = View(frame: Rect(x: 0, y: 0, width: 80, height: 24))
    root.backgroundColor = Theme.standard.background
    root.addSubview(stack)
    return root
  }()

  static let numbers = Numbers()

  static let list: ListView = {
    let list = ListView(frame: Rect(x: 0, y: 0, width: 80, height: 23))
    list.dataSource = numbers
    return list
  }()
}

/// 100,000 rows computed on demand, as a data source paging through a store would.
@MainActor
private final class Numbers: ListViewDataSource {
  func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int { 100_000 }

  func listView(_ listView: ListView, contentForRowAt indexPath: IndexPath)
    -> ListContentConfiguration
  {
    ListContentConfiguration(
      text: "Item \(indexPath.row)", secondaryText: "In \(indexPath.row % 9) days",
      accessory: indexPath.row % 3 == 0 ? .checkmark : .none)
  }
}
