using DialerSync.Worker.Crm;
using DialerSync.Worker.Email;
using DialerSync.Worker.Options;
using DialerSync.Worker.Resilience;
using DialerSync.Worker.Ringlane;
using DialerSync.Worker.Workers;
using Microsoft.Extensions.Options;

var builder = Host.CreateApplicationBuilder(args);

builder.Configuration.AddUserSecrets<Program>(optional: true);

builder.Services.AddOptions<RinglaneOptions>()
    .Bind(builder.Configuration.GetSection(RinglaneOptions.SectionName))
    .ValidateDataAnnotations()
    .ValidateOnStart();
builder.Services.Configure<SendGridOptions>(builder.Configuration.GetSection("SendGrid"));
builder.Services.Configure<CrmOptions>(builder.Configuration.GetSection("Crm"));

builder.Services.AddTransient<RinglaneAuthHandler>();
builder.Services.AddHttpClient<IRinglaneClient, RinglaneClient>((sp, http) =>
    {
        var opts = sp.GetRequiredService<IOptions<RinglaneOptions>>().Value;
        http.BaseAddress = new Uri(opts.BaseUrl.TrimEnd('/') + "/");
        http.Timeout = TimeSpan.FromSeconds(opts.TimeoutSeconds);
    })
    .AddHttpMessageHandler<RinglaneAuthHandler>()
    .AddPolicyHandler(RetryPolicies.ForRinglane());

builder.Services.AddHttpClient<SendGridContactsClient>(http =>
    {
        http.BaseAddress = new Uri("https://api.sendgrid.com/v3/");
    })
    .AddPolicyHandler(RetryPolicies.ForInternal());

builder.Services.AddSingleton<CrmApiClient>();
builder.Services.AddHostedService<ContactListSyncWorker>();
builder.Services.AddHostedService<OutboxPublisher>();

var host = builder.Build();
host.Run();
