namespace DialerSync.Worker.Options;

public sealed class SendGridOptions
{
    public string BaseUrl { get; set; } = "https://api.sendgrid.com/v3";
    public string ApiKey { get; set; } = string.Empty;
    public string MarketingListId { get; set; } = string.Empty;
}

public sealed class CrmOptions
{
    public string BaseUrl { get; set; } = "https://crm.internal.brightpathhome.com/api/v1";
    public string ServiceUserId { get; set; } = "svc-dialer-sync";
}
