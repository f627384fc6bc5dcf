using System.Configuration;

namespace RinglaneAdmin.Settings;

internal static class AdminSettings
{
    private const string FallbackApiRoot = "https://api.ringlane.io/api/public/v1";

    public static string ApiRoot =>
        ConfigurationManager.AppSettings["RinglaneApiRoot"] ?? FallbackApiRoot;

    public static string ApiKey =>
        Environment.GetEnvironmentVariable("RINGLANE_API_KEY")
        ?? ConfigurationManager.AppSettings["RinglaneApiKey"]
        ?? throw new ConfigurationErrorsException("RinglaneApiKey missing");

    /// <summary>
    /// Admins act as themselves: we send their Entra object id, which Ringlane maps
    /// through its IdP.
    /// </summary>
    public static string CurrentUserObjectId =>
        Environment.GetEnvironmentVariable("BP_AAD_OID") ?? Environment.UserName;

    public static string AuditServiceUrl => ConfigurationManager.AppSettings["AuditServiceUrl"]!;
    public static string AuditServiceKey => ConfigurationManager.AppSettings["AuditServiceKey"]!;
}
