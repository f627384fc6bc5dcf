package com.fernhollow.crmbridge.salesforce;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.Map;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

@Component
public class SalesforceClient {
    private final HttpClient http = HttpClient.newHttpClient();
    private final ObjectMapper om = new ObjectMapper();
    private final String instanceUrl;
    private final String apiVersion;
    private final SalesforceTokenProvider tokens;

    public SalesforceClient(@Value("${salesforce.instance-url}") String instanceUrl,
                            @Value("${salesforce.api-version}") String apiVersion,
                            SalesforceTokenProvider tokens) {
        this.instanceUrl = instanceUrl;
        this.apiVersion = apiVersion;
        this.tokens = tokens;
    }

    public Map<?, ?> query(String soql) throws Exception {
        String url = instanceUrl + "/services/data/" + apiVersion + "/query?q=" + java.net.URLEncoder.encode(soql, "UTF-8");
        HttpRequest req = HttpRequest.newBuilder(URI.create(url))
                .header("Authorization", "Bearer " + tokens.accessToken())
                .GET().build();
        HttpResponse<String> resp = http.send(req, HttpResponse.BodyHandlers.ofString());
        if (resp.statusCode() == 401) {
            tokens.invalidate();
            return query(soql);
        }
        if (resp.statusCode() == 503) {
            throw new IllegalStateException("Salesforce org in maintenance");
        }
        return om.readValue(resp.body(), Map.class);
    }
}
