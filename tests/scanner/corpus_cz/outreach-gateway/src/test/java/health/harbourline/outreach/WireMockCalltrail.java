package health.harbourline.outreach;

import java.util.Map;

import com.github.tomakehurst.wiremock.WireMockServer;
import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;

public class WireMockCalltrail implements QuarkusTestResourceLifecycleManager {

    static WireMockServer server;

    @Override
    public Map<String, String> start() {
        server = new WireMockServer(8089);
        server.start();
        return Map.of();
    }

    @Override
    public void stop() {
        if (server != null) {
            server.stop();
        }
    }
}
