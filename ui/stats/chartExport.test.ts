import { dailyPoints, statsLineWeekly } from 'mocks/stats/stats';

import { backgroundOf, chartCsv, chartFileName, standaloneSvg } from './chartExport';

describe('chart CSV', () => {
  it('has date,value rows by day and date,date_to,value otherwise, oldest first', () => {
    const days = dailyPoints('2026-11-20', [ '5', '7' ]).reverse();
    expect(chartCsv(days, 'DAY')).toBe('date,value\n2026-11-20,5\n2026-11-21,7\n');
    expect(chartCsv(statsLineWeekly('newTxns').chart, 'WEEK')).toBe('date,date_to,value\n2026-11-16,2026-11-22,9422\n2026-11-23,2026-11-25,4120\n');
  });

  it('quotes a cell that would break the row', () => {
    const [ point ] = dailyPoints('2026-11-20', [ '1,5"x' ]);
    expect(chartCsv([ point ], 'DAY')).toBe('date,value\n2026-11-20,"1,5""x"\n');
  });

  it('names the file after the chart, the resolution and the days covered', () => {
    expect(chartFileName('newTxns', 'WEEK', statsLineWeekly('newTxns').chart, 'csv')).toBe('newTxns_week_2026-11-16_2026-11-25.csv');
    expect(chartFileName('a/b', 'DAY', [], 'png')).toBe('a_b_day.png');
  });
});

describe('chart PNG', () => {
  it('makes a standalone SVG: sized, namespaced, on the background, with colours written inline', () => {
    const holder = document.createElement('div');
    holder.style.backgroundColor = 'rgb(27, 28, 31)';
    holder.innerHTML = '<svg viewBox="0 0 300 120" width="100%" class="css-x"><path d="M0,0L10,10" style="stroke: rgb(1, 2, 3)"/></svg>';
    document.body.appendChild(holder);
    const svg = holder.querySelector('svg') as SVGSVGElement;
    expect(backgroundOf(svg)).toBe('rgb(27, 28, 31)');
    const { markup, width, height } = standaloneSvg(svg, backgroundOf(svg));
    expect([ width, height ]).toEqual([ 300, 120 ]);
    const parsed = new DOMParser().parseFromString(markup, 'image/svg+xml').documentElement;
    expect(parsed.getAttribute('xmlns')).toBe('http://www.w3.org/2000/svg');
    expect(parsed.getAttribute('width')).toBe('300');
    expect(parsed.getAttribute('class')).toBeNull();
    expect(parsed.firstElementChild?.getAttribute('fill')).toBe('rgb(27, 28, 31)');
    expect(parsed.querySelector('path')?.getAttribute('style')).toContain('stroke:rgb(1, 2, 3)');
    holder.remove();
  });
});
