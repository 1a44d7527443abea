import Testing

@testable import NavigationCore

@Suite struct RenderingTests {
  /// A tree holding every kind, a context, a presentation and the detail and relation marks.
  var everyKind: Blueprint {
    var post = screen("Post", id: "p42", context: "42")
    post.isDetail = true
    var item = screen("Item")
    item.relation = .modality
    var profile = screen("Profile")
    profile.children = [stack(screen("Card"), item)]
    var split = Blueprint.split(
      primary: tabs(nav(screen("Feed"), id: "feed"), profile), secondary: nav(post), id: "main")
    split.policy = .move
    var sheet = nav(screen("Share"))
    sheet.definesContext = false
    return split.presenting(sheet, style: .pageSheet)
  }

  @Test func theTextRenderingShowsEveryKindOneControllerPerLine() throws {
    let state = try start(everyKind)
    #expect(
      state.window.text == """
        window (regular)
          split #main [expanded, policy: move]
            primary:
              tabs [selected: 0]
                nav #feed (selected)
                  Feed
                Profile
                  stack
                    Card
                    Item (modality)
            secondary:
              nav
                Post #p42 {context: 42} (detail)
            presents (pageSheet):
              nav #nav#2 (definesContext: false)
                Share  <- top

        """)
  }

  @Test func contextsThatCouldBreakALineAreQuoted() throws {
    let state = try start(screen("A", context: "two\nlines {x}"))
    #expect(state.window.text.contains(#"A {context: "two\nlines {x}"}  <- top"#))
  }

  @Test func theJSONRenderingUsesTheNodeForm() throws {
    let state = try start(
      nav(screen("Feed", context: "1")).presenting(screen("Sheet"), style: .formSheet))
    #expect(
      state.window.json == """
        {
          "sizeClass": "regular",
          "top": "#Sheet",
          "root": {
            "nav": [
              {
                "screen": "Feed",
                "id": "Feed",
                "context": "1"
              }
            ],
            "id": "nav",
            "presents": {
              "screen": "Sheet",
              "id": "Sheet",
              "style": "formSheet"
            }
          }
        }

        """)
  }

  @Test func renderingIsDeterministic() throws {
    #expect(try start(everyKind).window.text == start(everyKind).window.text)
    #expect(try start(everyKind).window.json == start(everyKind).window.json)
  }
}
