import SwiftUI

struct DetailView: View {

    @ObservedObject var presenter: DetailPresenter

    var body: some View {
        TextEditor(text: $presenter.text)
            .padding()
            .navigationTitle("Note")
    }
}
