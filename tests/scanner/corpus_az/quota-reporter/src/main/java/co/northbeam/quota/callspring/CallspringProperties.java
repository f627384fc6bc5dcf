package co.northbeam.quota.callspring;

import org.springframework.boot.context.properties.ConfigurationProperties;

@ConfigurationProperties(prefix = "callspring")
public record CallspringProperties(String host, String apiVersion, String apiKey, String actingUserId) {

    public String baseUrl() {
        return host + "/api/public/" + apiVersion;
    }

    public boolean isV2() {
        return "v2".equals(apiVersion);
    }
}
