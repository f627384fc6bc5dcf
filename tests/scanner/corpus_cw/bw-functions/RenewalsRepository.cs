using Microsoft.Data.SqlClient;

namespace BrightWater.Functions;

internal sealed record RenewalRow(string PolicyNumber, string FirstName, string Phone, DateTime RenewalDate);

internal static class RenewalsRepository
{
    public static async Task<IReadOnlyList<RenewalRow>> DueWithinDaysAsync(int days, CancellationToken ct)
    {
        var rows = new List<RenewalRow>();
        await using var conn = new SqlConnection(Environment.GetEnvironmentVariable("RENEWALS_SQL"));
        await conn.OpenAsync(ct);
        await using var cmd = new SqlCommand(
            "SELECT PolicyNumber, FirstName, Phone, RenewalDate FROM dbo.UpcomingRenewals WHERE RenewalDate <= DATEADD(day, @days, GETUTCDATE())",
            conn);
        cmd.Parameters.AddWithValue("@days", days);
        await using var reader = await cmd.ExecuteReaderAsync(ct);
        while (await reader.ReadAsync(ct))
        {
            rows.Add(new RenewalRow(reader.GetString(0), reader.GetString(1), reader.GetString(2), reader.GetDateTime(3)));
        }
        return rows;
    }
}
