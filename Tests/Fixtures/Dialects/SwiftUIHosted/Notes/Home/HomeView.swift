import SwiftUI

struct HomeView: View {

    @ObservedObject var presenter: HomePresenter

    var body: some View {
        List(presenter.notes, id: \.self) { note in
            Button(note) { presenter.didSelect(note: note) }
        }
        .onAppear { presenter.onAppear() }
        .navigationTitle("Notes")
    }
}
