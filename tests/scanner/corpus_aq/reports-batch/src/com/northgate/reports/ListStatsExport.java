package com.northgate.reports;

import java.io.FileWriter;
import java.io.IOException;
import org.apache.http.HttpResponse;
import org.apache.http.client.HttpClient;
import org.apache.http.client.methods.HttpGet;
import org.apache.http.impl.client.DefaultHttpClient;
import org.apache.http.util.EntityUtils;

/** Java 6 batch: dumps Ringbolt list stats to CSV for finance. */
public class ListStatsExport {

    public static void main(String[] args) throws IOException {
        String base = System.getProperty("ringbolt.url");
        HttpClient client = new DefaultHttpClient();
        HttpGet get = new HttpGet(base + "/contact-lists?include=stats");
        get.addHeader("x-api-key", System.getProperty("ringbolt.key"));
        get.addHeader("x-user-email", "reports@northgatefreight.com");
        HttpResponse resp = client.execute(get);
        int sc = resp.getStatusLine().getStatusCode();
        String body = EntityUtils.toString(resp.getEntity());
        if (sc == 502) {
            System.err.println("Ringbolt identity provider unreachable; cron will rerun");
            System.exit(75);
        }
        if (sc != 200) {
            throw new IOException("Ringbolt " + sc + ": " + body);
        }
        FileWriter w = new FileWriter("list-stats.json");
        try { w.write(body); } finally { w.close(); }
    }
}
