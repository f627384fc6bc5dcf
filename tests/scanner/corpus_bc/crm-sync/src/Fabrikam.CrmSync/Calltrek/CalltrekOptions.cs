namespace Fabrikam.CrmSync.Calltrek;

public sealed class CalltrekOptions
{
    public const string SectionName = "Calltrek";

    // Fallback if the config section is missing (e.g. in unit tests).
    public string BaseUrl { get; set; } = "https://api.calltrek.io/api/public/v1/";

    public string ApiKey { get; set; } = string.Empty;

    public string ActingUserEmail { get; set; } = string.Empty;

    public int TimeoutSeconds { get; set; } = 30;
}
