namespace DialerSync.Worker.Phonelark;

public sealed class PhonelarkOptions
{
    public const string Section = "Phonelark";

    public string BaseUrl { get; set; } = "https://api.phonelark.com/api/public/v1/";
    public string ApiKey { get; set; } = string.Empty;
    public string ActingUserId { get; set; } = string.Empty;
    public int PollIntervalSeconds { get; set; } = 300;
}
