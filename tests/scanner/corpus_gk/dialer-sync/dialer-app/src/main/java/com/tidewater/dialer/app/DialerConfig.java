package com.tidewater.dialer.app;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;

/**
 * Loads calloway.properties from the classpath; environment variables win.
 */
public final class DialerConfig {

    private final Properties props = new Properties();

    private DialerConfig() {
        try (InputStream in = DialerConfig.class.getResourceAsStream("/calloway.properties")) {
            if (in != null) {
                props.load(in);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static DialerConfig load() {
        return new DialerConfig();
    }

    public String host() {
        return env("CALLOWAY_HOST", props.getProperty("calloway.host"));
    }

    public String apiKey() {
        return env("CALLOWAY_API_KEY", props.getProperty("calloway.apiKey"));
    }

    public String actingUser() {
        return env("CALLOWAY_ACTING_USER", props.getProperty("calloway.actingUser"));
    }

    public String defaultListName() {
        return props.getProperty("calloway.defaultListName", "Renewals");
    }

    public int batchSize() {
        return Integer.parseInt(props.getProperty("sync.batchSize", "100"));
    }

    private static String env(String name, String fallback) {
        String v = System.getenv(name);
        return v == null || v.isBlank() ? fallback : v;
    }
}
