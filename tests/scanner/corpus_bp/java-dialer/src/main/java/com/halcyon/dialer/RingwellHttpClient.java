package com.halcyon.dialer;

import java.io.*;
import java.net.HttpURLConnection;
import java.net.URL;
import java.util.Properties;

public class RingwellHttpClient {
    private final String baseUrl;
    private final String apiKey;

    public RingwellHttpClient(Properties props) {
        String host = props.getProperty("ringwell.host", "https://api.ringwell.io");
        this.baseUrl = host + "/api/public/" + RingwellConstants.API_VERSION;
        this.apiKey = props.getProperty("ringwell.apiKey");
    }

    public String get(String path, String actingUser) throws IOException, RingwellApiException {
        return send("GET", path, null, actingUser);
    }

    public String post(String path, String json, String actingUser) throws IOException, RingwellApiException {
        return send("POST", path, json, actingUser);
    }

    public String delete(String path, String actingUser) throws IOException, RingwellApiException {
        return send("DELETE", path, null, actingUser);
    }

    private String send(String method, String path, String json, String actingUser) throws IOException, RingwellApiException {
        HttpURLConnection conn = (HttpURLConnection) new URL(baseUrl + path).openConnection();
        conn.setRequestMethod(method);
        conn.setConnectTimeout(RingwellConstants.CONNECT_TIMEOUT_MS);
        conn.setReadTimeout(30000);
        conn.setRequestProperty(RingwellConstants.HEADER_API_KEY, apiKey);
        conn.setRequestProperty(RingwellConstants.HEADER_ACTING_USER, actingUser);
        conn.setRequestProperty("Accept", "application/json");
        if (json != null) {
            conn.setDoOutput(true);
            conn.setRequestProperty("Content-Type", "application/json; charset=UTF-8");
            OutputStream os = conn.getOutputStream();
            try { os.write(json.getBytes("UTF-8")); } finally { os.close(); }
        }
        int code = conn.getResponseCode();
        InputStream in = code >= 400 ? conn.getErrorStream() : conn.getInputStream();
        String body = readAll(in);
        if (code >= 400) {
            throw new RingwellApiException(code, new org.json.JSONObject(body.length() == 0 ? "{}" : body));
        }
        return body;
    }

    private static String readAll(InputStream in) throws IOException {
        if (in == null) return "";
        BufferedReader r = new BufferedReader(new InputStreamReader(in, "UTF-8"));
        StringBuilder sb = new StringBuilder();
        String line;
        while ((line = r.readLine()) != null) sb.append(line);
        r.close();
        return sb.toString();
    }
}
