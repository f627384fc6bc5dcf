package com.tidewater.dialer.app;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

public class PolicyRepository {

    private static final String DUE_SQL =
            "SELECT holder_phone FROM policies WHERE renewal_date BETWEEN CURRENT_DATE AND CURRENT_DATE + 30 "
                    + "AND dialer_synced_at IS NULL ORDER BY renewal_date LIMIT ?";

    private final DataSource dataSource;

    public PolicyRepository(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    public List<String> phonesDueForRenewal(int limit) {
        List<String> phones = new ArrayList<>();
        try (Connection c = dataSource.getConnection();
             PreparedStatement ps = c.prepareStatement(DUE_SQL)) {
            ps.setInt(1, limit);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    phones.add(rs.getString(1));
                }
            }
        } catch (SQLException e) {
            throw new IllegalStateException("Could not load renewals", e);
        }
        return phones;
    }
}
