using Azure.Identity;
using DialerSync.Worker;
using DialerSync.Worker.Crm;
using DialerSync.Worker.Dialer;
using DialerSync.Worker.Policies;
using Microsoft.Extensions.Options;

var builder = Host.CreateApplicationBuilder(args);

if (builder.Configuration["KeyVaultUri"] is { Length: > 0 } kvUri)
{
    builder.Configuration.AddAzureKeyVault(new Uri(kvUri), new DefaultAzureCredential());
}

builder.Services.Configure<DialerOptions>(builder.Configuration.GetSection("Dialer"));
builder.Services.Configure<CrmOptions>(builder.Configuration.GetSection("Crm"));

builder.Services.AddHttpClient<IDialerListsClient, DialerListsClient>((sp, http) =>
    {
        var opts = sp.GetRequiredService<IOptions<DialerOptions>>().Value;
        http.BaseAddress = new Uri($"{opts.Host.TrimEnd('/')}/api/public/{opts.ApiVersion}/");
        http.DefaultRequestHeaders.Add("X-Api-Key", opts.ApiKey);
        http.DefaultRequestHeaders.Add("X-User-Id", opts.ServiceAccountUserId);
    })
    .AddPolicyHandler(HttpPolicies.DialerRetry())
    .AddPolicyHandler(HttpPolicies.Timeout(TimeSpan.FromSeconds(15)));

builder.Services.AddHttpClient<ICrmClient, CrmClient>((sp, http) =>
    {
        var crm = sp.GetRequiredService<IOptions<CrmOptions>>().Value;
        http.BaseAddress = new Uri(crm.BaseUrl);
        http.DefaultRequestHeaders.Add("x-api-key", crm.ApiKey);
        http.DefaultRequestHeaders.Add("x-user-id", "svc-dialer-sync");
    })
    .AddPolicyHandler(HttpPolicies.CrmRetry());

builder.Services.AddHostedService<ListSyncWorker>();

builder.Build().Run();
