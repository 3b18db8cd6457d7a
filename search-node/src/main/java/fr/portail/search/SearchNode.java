package fr.portail.search;

import static org.codelibs.opensearch.runner.OpenSearchRunner.newConfigs;

import java.io.IOException;
import java.io.InputStream;
import org.codelibs.opensearch.runner.OpenSearchRunner;

/**
 * One OpenSearch node on a loopback port, its files under a folder of ours. Settings come from system
 * properties set by scripts/opensearch.mjs:
 *   portail.search.home  folder for the node's configuration, data and logs
 *   portail.search.port  HTTP port (the transport port is the next one up)
 *   portail.search.cluster  cluster name
 * Prints one line "READY <port>" on standard output once the cluster is at least yellow. Stops
 * cleanly on SIGINT or SIGTERM (shutdown hook) and when its standard input closes, which is how
 * it learns that the process that started it died, whatever the way.
 */
public final class SearchNode {
  /** The modules the portal's index needs: analysis (asciifolding, elision, edge n-grams), HTTP, scripts for scoring. */
  private static final String MODULES = String.join(",",
      "org.opensearch.analysis.common.CommonAnalysisPlugin",
      "org.opensearch.transport.Netty4Plugin",
      "org.opensearch.painless.PainlessPlugin",
      "org.opensearch.index.mapper.MapperExtrasPlugin",
      "org.opensearch.index.reindex.ReindexPlugin");

  private SearchNode() {}

  public static void main(String[] args) throws Exception {
    String home = required("portail.search.home");
    int port = Integer.parseInt(System.getProperty("portail.search.port", "9200"));
    String cluster = System.getProperty("portail.search.cluster", "portail");

    OpenSearchRunner runner = new OpenSearchRunner();
    runner.onBuild((number, settings) -> {
      settings.put("http.port", String.valueOf(port));
      settings.put("transport.port", String.valueOf(port + 1));
      settings.put("network.host", "127.0.0.1");
      settings.put("discovery.type", "single-node");
      settings.put("cluster.routing.allocation.disk.threshold_enabled", "false");
      settings.put("action.auto_create_index", "false");
      settings.put("indices.query.bool.max_clause_count", "4096");
    });
    Runtime.getRuntime().addShutdownHook(new Thread(() -> close(runner), "search-node-shutdown"));
    // Parent gone (its end of our standard input closed), even while starting: stop rather than
    // linger as an orphan. System.exit runs the shutdown hook.
    Thread watcher = new Thread(SearchNode::exitWhenInputCloses, "search-node-parent-watch");
    watcher.setDaemon(true);
    watcher.start();
    runner.build(newConfigs().basePath(home).numOfNode(1).clusterName(cluster).moduleTypes(MODULES).disableESLogger());
    ensureYellow(runner);
    System.out.println("READY " + port);
    System.out.flush();

    watcher.join();
  }

  /**
   * Waits for a yellow cluster. A node restarted after a crash first recovers its shards from their
   * files, which can outlast one health request's 30 s on a busy machine: asked again until
   * {@code portail.search.readySeconds} (default 150 s, within the script's own limit).
   */
  private static void ensureYellow(OpenSearchRunner runner) {
    long deadline = System.nanoTime() + Long.getLong("portail.search.readySeconds", 150L) * 1_000_000_000L;
    for (;;) {
      try {
        runner.ensureYellow();
        return;
      } catch (org.codelibs.opensearch.runner.OpenSearchRunnerException e) {
        if (System.nanoTime() > deadline) throw e;
        System.err.println("search-node: not yet yellow, still recovering; asking again");
      }
    }
  }

  private static void exitWhenInputCloses() {
    InputStream in = System.in;
    try {
      while (in.read() != -1) {
        // Nothing is expected on standard input; anything read is ignored.
      }
    } catch (IOException e) {
      // Same as end of input.
    }
    System.exit(0);
  }

  private static void close(OpenSearchRunner runner) {
    try {
      if (!runner.isClosed()) runner.close();
    } catch (IOException | RuntimeException e) {
      System.err.println("search-node: close failed: " + e);
    }
  }

  private static String required(String name) {
    String v = System.getProperty(name);
    if (v == null || v.isEmpty()) throw new IllegalArgumentException("missing -D" + name);
    return v;
  }
}
