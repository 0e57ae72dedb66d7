# viper-docs in a container, for CI systems other than GitHub's and GitLab's (Docs/CI.md).
# It builds and installs viper-docs exactly as `make install` does on a machine with Swift 6.2, then
# copies the installed files into Swift's slim runtime image with Graphviz and cmark-gfm.
#   docker build -t viper-docs .
#   docker run --rm -v "$PWD:/work" viper-docs check . --format junit --output viper-docs.xml

FROM swift:6.2 AS build
RUN apt-get update \
    && apt-get install -y --no-install-recommends libgraphviz-dev libcmark-gfm-dev libcmark-gfm-extensions-dev pkg-config make \
    && rm -rf /var/lib/apt/lists/*
WORKDIR /source
COPY . .
RUN make install PREFIX=/opt/viper-docs

FROM swift:6.2-slim
# The runtime libraries of Graphviz (libgvc), cmark-gfm (through its command-line package, which
# depends on both of its libraries), curl and libxml2 (Foundation, linked into the binary, calls them); git for
# `viper-docs diff --git`.
RUN apt-get update \
    && apt-get install -y --no-install-recommends graphviz cmark-gfm libcurl4 libxml2 git \
    && rm -rf /var/lib/apt/lists/*
COPY --from=build /opt/viper-docs/ /usr/local/
WORKDIR /work
ENTRYPOINT ["viper-docs"]
CMD ["--help"]
